import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { openSearchEngine, type ThreadEngineClient } from '../../search-engine';
import type { WorkerEntry } from '../../server-files';
import { migrateAccounts } from '../sql/account-migrations';
import { createAccountStore } from '../sql/account-store';
import type { AccountStore, CompanyStore } from '../types';
import { startCheckpointer } from './checkpointer';
import { createCompanyDetailRepository } from './company-detail-repository';
import { createCompanyRepository } from './company-repository';
import { createCompanySearchRepository } from './company-search-repository';
import { migrate, openDatabase, type SqliteDatabase } from './database';
import { createDatasetRepository } from './dataset-repository';
import { createEmployeeLookupRepository } from './employee-lookup-repository';
import { createEmployeeSearchRepository } from './employee-search-repository';
import { sqliteEngineSource } from './engine-source';
import { startEngineThreads } from './engine-threads';
import { createEventRepository } from './event-repository';
import { createGazetteerRepository } from './gazetteer-repository';
import { createGroupRepository } from './group-repository';
import { createHistoryRepository } from './history-repository';
import { createKeyRepository } from './key-repository';
import { createMatchRepository } from './match-repository';
import { createNetworkRepository } from './network-repository';
import { sqliteRecordDb } from './record-db';
import { ensureDatasetIndexes } from './search-indexes';

export { buildSqliteDataset } from './dataset-build';

/** True when a complete dataset file exists (an interrupted build never has the final name). */
export function sqliteDatasetExists(path: string): boolean {
  return existsSync(path);
}

export function openSqliteDataset(path: string): SqliteDatabase {
  const db = openDatabase(path);
  migrate(db);
  ensureDatasetIndexes(db);
  // Names the dataset for what must not outlive it (the event feed's cursors); a regenerated
  // file gets a new one.
  db.prepare("INSERT OR IGNORE INTO dataset_meta (key, value) VALUES ('dataset_id', ?)").run(randomUUID());
  return db;
}

/** The embedded company store, and the hook through which rows written by others come in. */
export interface SqliteCompanyStore extends CompanyStore {
  /**
   * Takes the change sequence's new entries (rows already in the file) into the search engine
   * and tells the listeners. Runs by itself every FOLLOW_POLL_MS; a writer calls it at once and
   * awaits it to read its own write.
   */
  followChanges(): Promise<unknown>;
  /**
   * Starts `threads` engine threads over this store's engine and its file (docs/decisions/211
   * step 4): a client of the protocol whose requests read nothing on the calling thread. The
   * store's `close` ends them. `entry`: the threads' module, engine-thread.ts unless a test wraps it.
   */
  engineThreads(threads: number, entry?: WorkerEntry): ThreadEngineClient;
}

export function createSqliteCompanyStore(
  db: SqliteDatabase,
  log: (message: string) => void = console.log,
): SqliteCompanyStore {
  // The search engine reads this file through its source alone (docs/decisions/208).
  const engine = openSearchEngine(sqliteEngineSource(db), log);
  const checkpoints = startCheckpointer(db, log);
  const followChanges = () => engine.followChanges();
  const events = createEventRepository(db);
  const threadClients: ThreadEngineClient[] = [];
  return {
    followChanges,
    engineThreads(threads, entry) {
      const client = startEngineThreads(db.name, engine, threads, entry);
      threadClients.push(client);
      return client;
    },
    onChange: (listener) => engine.onApplied(listener),
    engine: 'sqlite',
    dataset: createDatasetRepository(db),
    names: engine.names,
    companies: createCompanyRepository(db),
    keys: createKeyRepository(db),
    employeeLookup: createEmployeeLookupRepository(db),
    companySearch: createCompanySearchRepository(db, engine),
    employeeSearch: createEmployeeSearchRepository(db),
    gazetteer: createGazetteerRepository(db),
    companyDetail: createCompanyDetailRepository(db, events, followChanges),
    history: createHistoryRepository(db),
    events,
    network: createNetworkRepository(db),
    groups: createGroupRepository(db, engine),
    matching: createMatchRepository(db),
    async close() {
      engine.stop();
      await Promise.all(threadClients.map((client) => client.close()));
      await checkpoints.stop();
      if (db.open) db.close();
    },
  };
}

/** The account store's file, migrated (docs/decisions/110). */
export async function openSqliteAccountDatabase(path: string): Promise<SqliteDatabase> {
  const db = openDatabase(path);
  try {
    await migrateAccounts(sqliteRecordDb(db), 'sqlite');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * The account store on its own file. Its writes are small and steady (a limit count on every
 * request): SQLite's own checkpoints cost them a few milliseconds every 4 MB of log, less than a
 * checkpoint thread does, whose log cannot restart while the writes never pause (decision 090).
 */
export function createSqliteAccountStore(db: SqliteDatabase): AccountStore {
  return createAccountStore(sqliteRecordDb(db), 'sqlite', async () => {
    if (db.open) db.close();
  });
}
