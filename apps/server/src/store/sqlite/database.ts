import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cologneCode } from '@fd/contract';
import Database from 'better-sqlite3';
import { fail } from '../../errors';
import { serverFile } from '../../server-files';

export type SqliteDatabase = Database.Database;

/** The company dataset's migrations (the account store's are store/sql/account-migrations.ts). */
export const DATASET_MIGRATIONS = serverFile('store/sqlite/migrations');

/** Opens a database for serving: WAL, so that readers never wait for the occasional writer. */
export function openDatabase(path: string, options: { readonly?: boolean } = {}): SqliteDatabase {
  const db = new Database(path, { readonly: options.readonly ?? false, fileMustExist: false });
  if (!options.readonly) db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // 256 MB page cache and memory-mapped reads: measured to keep hot search pages in memory.
  db.pragma('cache_size = -262144');
  db.pragma('mmap_size = 4294967296');
  db.pragma('temp_store = MEMORY');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  registerFunctions(db);
  return db;
}

/** How long a write on a serving thread waits for another writer (an import's batch). */
export const WRITE_WAIT_MS = 5000;
const BUSY_TIMEOUT_MS = 5000;

/**
 * Runs `work` as one write transaction of a serving thread without waiting for the file's write
 * lock on the event loop. SQLite's busy handler sleeps in the calling thread: a refresh that met
 * an import's batch or its derived figures
 * (docs/benchmarks.md#work-an-import-hands-to-the-serving-processes) held every request of the
 * process. Here the lock is tried without a busy timeout and, while another process holds it,
 * tried again after growing pauses, for up to WRITE_WAIT_MS; then a translated 503.
 */
export function writeTransaction<T>(db: SqliteDatabase, work: () => T, waitMs = WRITE_WAIT_MS): Promise<T> {
  return withWriteLock(db, () => db.transaction(work).immediate(), waitMs);
}

/**
 * Runs `takeLock` — a statement that takes the file's write lock, such as BEGIN IMMEDIATE —
 * the way `writeTransaction` does: while another connection holds the lock, again after growing
 * pauses that leave the event loop free, for up to `waitMs`; then a translated 503.
 */
export async function withWriteLock<T>(
  db: SqliteDatabase,
  takeLock: () => T,
  waitMs = WRITE_WAIT_MS,
): Promise<T> {
  const started = performance.now();
  for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
    db.pragma('busy_timeout = 0');
    try {
      return takeLock();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      if (performance.now() - started >= waitMs) throw fail('database_timeout').retryAfter(5);
    } finally {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
    await sleep(pause);
  }
}

/** SQL functions the dataset's migrations and vocabulary writes use. */
function registerFunctions(db: SqliteDatabase): void {
  db.function('name_phonetic', { deterministic: true }, (term) => cologneCode(String(term)));
}

/**
 * A new database file for a bulk load: the journal in memory and no fsync while nobody reads
 * it yet (better-sqlite3 runs SQLite in defensive mode, which refuses journal_mode = OFF).
 */
export function openBulkDatabase(path: string): SqliteDatabase {
  const db = new Database(path);
  db.pragma('journal_mode = MEMORY');
  db.pragma('synchronous = OFF');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('cache_size = -1048576');
  db.pragma('temp_store = MEMORY');
  registerFunctions(db);
  return db;
}

/** Applies the numbered migrations (`NNN_name.sql`) that this database has not seen yet. */
export function migrate(db: SqliteDatabase, directory = DATASET_MIGRATIONS): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const files = readdirSync(directory)
    .filter((file) => /^\d{3}_.+\.sql$/.test(file))
    .sort();
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (applied.has(version)) continue;
    const sql = readFileSync(join(directory, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(version, file, new Date().toISOString());
    })();
  }
}
