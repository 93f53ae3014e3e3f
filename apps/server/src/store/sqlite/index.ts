import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  askedEngineQueries,
  type EngineClient,
  type EngineQueries,
  fileNameIndex,
  openSearchEngine,
  type SearchEngine,
  type ThreadEngineClient,
} from '../../search-engine';
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
   * This process's search engine, or null when the engine process holds the only one and every
   * engine read is asked there (docs/decisions/211 step 5).
   */
  readonly searchEngine: SearchEngine | null;
  /**
   * Starts `threads` engine threads over this store's engine and its file (docs/decisions/211
   * step 4): a client of the protocol whose requests read nothing on the calling thread. The
   * store's `close` ends them. `entry`: the threads' module, engine-thread.ts unless a test wraps it.
   * Only with an engine of its own.
   */
  engineThreads(threads: number, entry?: WorkerEntry): ThreadEngineClient;
}

/** Where a company store reads what the search engine answers: its own engine, or the engine process. */
interface EngineSide {
  engine: SearchEngine | null;
  queries: EngineQueries;
  names: CompanyStore['names'];
  followChanges(): Promise<number>;
  onChange(listener: (companyIds: number[]) => void): void;
  stop(): void;
}

function engineSide(db: SqliteDatabase, log: (message: string) => void, asked?: EngineClient): EngineSide {
  if (asked) {
    // The engine process follows the change sequence and pushes each applied batch here.
    return {
      engine: null,
      queries: askedEngineQueries(asked),
      names: fileNameIndex(sqliteEngineSource(db).names),
      followChanges: () => asked.ask({ kind: 'follow' }),
      onChange: (listener) => asked.onApplied(listener),
      stop: () => {},
    };
  }
  // The search engine reads this file through its source alone (docs/decisions/208).
  const engine = openSearchEngine(sqliteEngineSource(db), log);
  return {
    engine,
    queries: engine,
    names: engine.names,
    followChanges: () => engine.followChanges(),
    onChange: (listener) => engine.onApplied(listener),
    stop: () => engine.stop(),
  };
}

/**
 * The company store over the dataset file `db`. `engine`: the engine process's client, asked for
 * every engine read instead of opening an engine here (docs/decisions/211 step 5); the rows are
 * still read from the file.
 */
export function createSqliteCompanyStore(
  db: SqliteDatabase,
  log: (message: string) => void = console.log,
  engine?: EngineClient,
): SqliteCompanyStore {
  const side = engineSide(db, log, engine);
  const checkpoints = startCheckpointer(db, log);
  const followChanges = () => side.followChanges();
  const events = createEventRepository(db);
  const threadClients: ThreadEngineClient[] = [];
  return {
    searchEngine: side.engine,
    followChanges,
    engineThreads(threads, entry) {
      if (!side.engine) throw new Error('no engine threads without an engine: the engine process has them');
      const client = startEngineThreads(db.name, side.engine, threads, entry);
      threadClients.push(client);
      return client;
    },
    onChange: (listener) => side.onChange(listener),
    engine: 'sqlite',
    dataset: createDatasetRepository(db),
    names: side.names,
    companies: createCompanyRepository(db),
    keys: createKeyRepository(db),
    employeeLookup: createEmployeeLookupRepository(db),
    companySearch: createCompanySearchRepository(db, side.queries),
    employeeSearch: createEmployeeSearchRepository(db),
    gazetteer: createGazetteerRepository(db),
    companyDetail: createCompanyDetailRepository(db, events, followChanges),
    history: createHistoryRepository(db),
    events,
    network: createNetworkRepository(db),
    groups: createGroupRepository(db, side.queries),
    matching: createMatchRepository(db),
    async close() {
      side.stop();
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
