import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openStores } from '../../src/store';
import { createPostgresAccountStore } from '../../src/store/postgres/account-store';
import { ACCOUNT_MIGRATIONS, createPools, migrate } from '../../src/store/postgres/database';
import { createSqliteCompanyStore, openSqliteDataset } from '../../src/store/sqlite';
import type { CompanyStore, Stores } from '../../src/store/types';
import { createTestDatabase } from '../postgres';

export interface EngineUnderTest {
  name: 'sqlite' | 'postgres';
  /** The engine behind `stores.companies`; the company contract runs only where it is this engine's own. */
  companyEngine: 'sqlite' | 'postgres';
  /** Stores holding the shared generated test dataset and an empty account store. */
  open(): Promise<{ stores: Stores; cleanup: () => Promise<void> }>;
}

interface CompanySide {
  engine: 'sqlite' | 'postgres';
  /** The test dataset in a company store of this engine; `databaseUrl` is the engine's test database. */
  open(databaseUrl: string): Promise<{ store: CompanyStore; cleanup: () => Promise<void> }>;
}

/** The SQLite company store on a private copy of the shared test dataset. */
const sqliteCompanies: CompanySide = {
  engine: 'sqlite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'fd-store-'));
    const path = join(dir, 'firmenradar.sqlite');
    copyFileSync(inject('datasetTemplate'), path);
    const store = createSqliteCompanyStore(openSqliteDataset(path));
    return {
      store,
      async cleanup() {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

// The PostgreSQL company store is not written yet; until it is, this engine borrows SQLite's.
const postgresCompanies: CompanySide = sqliteCompanies;

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
    companyEngine: postgresCompanies.engine,
    async open() {
      const database = await createTestDatabase();
      const pools = createPools(database.url, []);
      try {
        await migrate(pools.primary, ACCOUNT_MIGRATIONS, 'accounts');
        const accounts = createPostgresAccountStore(pools);
        const companies = await postgresCompanies.open(database.url);
        const close = async () => {
          await companies.store.close();
          await accounts.close();
        };
        return {
          stores: { accounts, companies: companies.store, close },
          async cleanup() {
            await accounts.close();
            await companies.cleanup();
            await pools.close();
            await database.drop();
          },
        };
      } catch (error) {
        await pools.close();
        await database.drop();
        throw error;
      }
    },
  },
];

/** The engines whose company store is their own, not one borrowed from another engine. */
export const companyEngines = engines.filter((engine) => engine.companyEngine === engine.name);
