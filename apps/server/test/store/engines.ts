import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openStores } from '../../src/store';
import type { Stores } from '../../src/store/types';
import { createPostgresInstall } from '../postgres';

export interface EngineUnderTest {
  name: 'sqlite' | 'postgres';
  /** The engine behind `stores.companies`; the company contract runs only where it is this engine's own. */
  companyEngine: 'sqlite' | 'postgres';
  /** Stores holding the shared generated test dataset and an empty account store. */
  open(): Promise<{ stores: Stores; cleanup: () => Promise<void> }>;
}

/** Every engine the build ships; each conformance case runs against each. */
export const engines: EngineUnderTest[] = [
  {
    name: 'sqlite',
    companyEngine: 'sqlite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'fd-store-'));
      const path = join(dir, 'firmenradar.sqlite');
      copyFileSync(inject('datasetTemplate'), path);
      const stores = await openStores({ kind: 'sqlite', path });
      return {
        stores,
        async cleanup() {
          await stores.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'postgres',
    companyEngine: 'postgres',
    async open() {
      const install = await createPostgresInstall();
      try {
        const stores = await openStores(install.target, () => {});
        return {
          stores,
          async cleanup() {
            await stores.close();
            await install.drop();
          },
        };
      } catch (error) {
        await install.drop();
        throw error;
      }
    },
  },
];

/** The engines whose company store is their own, not one borrowed from another engine. */
export const companyEngines = engines.filter((engine) => engine.companyEngine === engine.name);
