import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DatabaseTarget } from '../config';
import type { ThreadEngineClient } from '../search-engine';
import { createPostgresAccountStore, migratePostgresAccounts } from './postgres/account-store';
import { type CompanyStoreOptions, createPostgresCompanyStore } from './postgres/company-store';
import {
  createPools,
  migrate as migratePostgres,
  type PostgresPools,
  unavailableToAppError,
  waitForDatabase,
} from './postgres/database';
import { copyIntoPostgres, DatasetPresentError } from './postgres/dataset-load';
import { createPostgresImportStore } from './postgres/import-repository';
import { INDEX_FILE, postgresDatasetId, recordChangeId } from './postgres/local-index';
import { postgresRecordDb } from './postgres/record-db';
import { createSyncStore } from './sql/sync-runs';
import type { SyncTables } from './sql/tables';
import {
  buildSqliteDataset,
  createSqliteAccountStore,
  createSqliteCompanyStore,
  openSqliteAccountDatabase,
  openSqliteDataset,
  type SqliteCompanyStore,
  sqliteDatasetExists,
} from './sqlite';
import { openDatabase, type SqliteDatabase } from './sqlite/database';
import { type BuildDatasetOptions, generatedWith } from './sqlite/dataset-build';
import { openSqliteImportStore } from './sqlite/import-repository';
import { moveLegacyAccounts } from './sqlite/legacy-accounts';
import { sqliteRecordDb } from './sqlite/record-db';
import type { CompanyStore, ImportStore, Stores, SyncStore } from './types';

export { startIndexFeed } from './postgres/index-feed';
export type { Stores } from './types';

type PostgresTarget = Extract<DatabaseTarget, { kind: 'postgres' }>;
type Log = (message: string) => void;

/** The embedded engine's errors reach the caller as they are. */
const rethrow = (error: unknown): never => {
  throw error;
};

/**
 * Pools on a reachable, migrated PostgreSQL (waits for it at start, with a backoff). Serving
 * pools carry the target's statement timeout; bulk work (dataset copy, imports) runs without one.
 */
async function connectPostgres(
  target: PostgresTarget,
  log: Log,
  use: 'serve' | 'bulk' = 'bulk',
): Promise<PostgresPools> {
  const statementTimeoutMs = use === 'serve' ? target.statementTimeoutMs : 0;
  const pools = createPools(target.url, target.replicaUrls, { statementTimeoutMs });
  try {
    await waitForDatabase(pools.primary, target.url, log);
    await migratePostgresAccounts(pools.primary);
    await migratePostgres(pools.primary);
    return pools;
  } catch (error) {
    await pools.close();
    throw error;
  }
}

/** The account store's file: beside the dataset, so that replacing the dataset leaves it alone. */
export function accountsPathFor(datasetPath: string): string {
  return join(dirname(datasetPath), 'accounts.sqlite');
}

/** True when the configured database already holds a dataset. */
export async function datasetExists(target: DatabaseTarget, log: Log = console.log): Promise<boolean> {
  if (target.kind === 'sqlite') return sqliteDatasetExists(target.path);
  const pools = await connectPostgres(target, log);
  try {
    return (await postgresDatasetId(pools)) !== null;
  } finally {
    await pools.close();
  }
}

/**
 * Moves the accounts of an older install out of its dataset file, once: before a start opens
 * the stores, and before a new dataset replaces the file.
 */
async function secureLegacyAccounts(datasetPath: string): Promise<void> {
  if (!sqliteDatasetExists(datasetPath)) return;
  const dataset = openSqliteDataset(datasetPath);
  const accounts = await openSqliteAccountDatabase(accountsPathFor(datasetPath)).catch((error: unknown) => {
    dataset.close();
    throw error;
  });
  try {
    moveLegacyAccounts(dataset, accounts, datasetPath);
  } finally {
    accounts.close();
    dataset.close();
  }
}

/**
 * Generates the synthetic dataset into the configured database; accounts are kept. On
 * PostgreSQL it is generated into a local file first, copied into PostgreSQL in one
 * transaction, and the file then serves as this server's local search index. A file whose copy
 * failed (the database restarted, the process was stopped) stays and is copied again by the next
 * attempt with the same seed and size, instead of being generated again (docs/decisions/206).
 */
export async function buildDataset(
  target: DatabaseTarget,
  options: BuildDatasetOptions,
  log: Log = console.log,
) {
  if (target.kind === 'sqlite') {
    mkdirSync(dirname(target.path), { recursive: true });
    await secureLegacyAccounts(target.path);
    return buildSqliteDataset(target.path, options);
  }
  mkdirSync(target.indexDir, { recursive: true });
  const localPath = join(target.indexDir, 'dataset-for-postgres.sqlite');
  const result = generatedWith(localPath, options)
    ? { companies: options.companies, seconds: 0, reused: true }
    : await buildSqliteDataset(localPath, options);
  const pools = await connectPostgres(target, log);
  const local = openDatabase(localPath);
  let keepForRetry = false;
  try {
    options.onPhase?.('copy');
    let datasetId: string;
    try {
      ({ datasetId } = await copyIntoPostgres(pools, { dataset: local }, { replace: options.replace }));
    } catch (error) {
      // Another server loaded a dataset meanwhile: that one is used.
      if (error instanceof DatasetPresentError) return result;
      keepForRetry = true;
      throw error;
    }
    local.exec('CREATE TABLE index_state (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID');
    local.prepare("INSERT INTO index_state (key, value) VALUES ('dataset_id', ?)").run(datasetId);
    recordChangeId(local, 0);
    local.close();
    renameSync(localPath, join(target.indexDir, INDEX_FILE));
  } finally {
    if (local.open) local.close();
    if (!keepForRetry) rmSync(localPath, { force: true });
    await pools.close();
  }
  return result;
}

/**
 * Everything that must happen once before several processes open the stores at the same time:
 * migrations, moving an older install's accounts, and on PostgreSQL building the local index.
 * Opens the stores (so that all of it runs) and closes them again.
 */
export async function prepareStores(target: DatabaseTarget, log: Log = console.log): Promise<void> {
  const stores = await openStores(target, log);
  await stores.close();
}

/**
 * `threads` engine threads over the company store's search engine, ended when the store closes
 * (docs/decisions/211 step 4), or null: with 0 threads, and on PostgreSQL, whose serving process
 * (or engine process, step 5) keeps the engine in its own thread.
 */
export function engineThreadsFor(companies: CompanyStore, threads: number): ThreadEngineClient | null {
  if (threads === 0 || companies.engine !== 'sqlite' || !('engineThreads' in companies)) return null;
  return (companies as SqliteCompanyStore).engineThreads(threads);
}

/**
 * How a process opens the stores: `CompanyStoreOptions`, the same on both engines. With `engine`
 * (the engine process's client, docs/decisions/211 step 5) the company store opens no engine of
 * its own and asks that one for every engine read; on PostgreSQL `ownFeed` too.
 */
export type StoreOptions = CompanyStoreOptions;

/** Opens the account store and the company dataset of the configured database. */
export async function openStores(
  target: DatabaseTarget,
  log: Log = console.log,
  options: StoreOptions = {},
): Promise<Stores> {
  if (target.kind === 'postgres') return openPostgresStores(target, log, options);
  mkdirSync(dirname(target.path), { recursive: true });
  const datasetDb = openSqliteDataset(target.path);
  let accountDb: SqliteDatabase;
  try {
    accountDb = await openSqliteAccountDatabase(accountsPathFor(target.path));
  } catch (error) {
    datasetDb.close();
    throw error;
  }
  try {
    moveLegacyAccounts(datasetDb, accountDb, target.path);
  } catch (error) {
    accountDb.close();
    datasetDb.close();
    throw error;
  }
  const accounts = createSqliteAccountStore(accountDb);
  const companies = createSqliteCompanyStore(datasetDb, log, options.engine);
  return {
    accounts,
    companies,
    sync: createSyncStore(sqliteRecordDb<SyncTables>(datasetDb), rethrow),
    async close() {
      await companies.close();
      await accounts.close();
    },
  };
}

async function openPostgresStores(
  target: PostgresTarget,
  log: Log,
  options: CompanyStoreOptions,
): Promise<Stores> {
  const pools = await connectPostgres(target, log, 'serve');
  try {
    const accounts = createPostgresAccountStore(pools);
    const companies = await createPostgresCompanyStore(pools, target.indexDir, log, options);
    return {
      accounts,
      companies,
      sync: createSyncStore(postgresRecordDb<SyncTables>(pools.primary), unavailableToAppError),
      async close() {
        await companies.close();
        await pools.close();
      },
    };
  } catch (error) {
    await pools.close();
    throw error;
  }
}

/**
 * The writer's side of the configured company store, for an import beside the running servers:
 * the dataset file on SQLite, the record on PostgreSQL.
 */
export async function openImportStore(target: DatabaseTarget, log: Log = console.log): Promise<ImportStore> {
  if (target.kind === 'sqlite') {
    if (!sqliteDatasetExists(target.path))
      throw new Error(
        `No dataset at ${target.path}: create one first (npm run datagen -- --companies 0 for an empty one).`,
      );
    return openSqliteImportStore(target.path);
  }
  const pools = await connectPostgres(target, log);
  if ((await postgresDatasetId(pools)) === null) {
    await pools.close();
    throw new Error(
      'PostgreSQL holds no dataset: create one first (npm run datagen -- --companies 0 for an empty one).',
    );
  }
  return createPostgresImportStore(pools);
}

/**
 * The sync's runs and lease for a sync process (npm run sync, a server's schedule): its own
 * connection to the dataset file, or its own pool on PostgreSQL. The dataset must exist.
 */
export async function openSyncStore(target: DatabaseTarget, log: Log = console.log): Promise<SyncStore> {
  if (target.kind === 'sqlite') {
    if (!sqliteDatasetExists(target.path))
      throw new Error(`No dataset at ${target.path}: start the server once or run npm run datagen first.`);
    // Migrations first: a dataset from an older version gains the sync tables.
    openSqliteDataset(target.path).close();
    const db = openDatabase(target.path);
    return createSyncStore(sqliteRecordDb<SyncTables>(db), rethrow, async () => {
      if (db.open) db.close();
    });
  }
  const pools = await connectPostgres(target, log);
  return createSyncStore(postgresRecordDb<SyncTables>(pools.primary), rethrow, () => pools.close());
}
