import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openStores } from '../../src/store';
import type { Stores } from '../../src/store/types';

export interface EngineUnderTest {
  name: string;
  /** Stores holding the shared generated test dataset and an empty account store. */
  open(): Promise<{ stores: Stores; cleanup: () => Promise<void> }>;
}

/** Every engine the build ships; each conformance case runs against each. */
export const engines: EngineUnderTest[] = [
  {
    name: 'sqlite',
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
];
