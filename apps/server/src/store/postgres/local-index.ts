import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DERIVED_STALE_KEY } from '../derived-change';
import { analyzeMergedDataset, mergeChildren } from '../sqlite/child-merge';
import { migrate, openBulkDatabase, openDatabase, type SqliteDatabase } from '../sqlite/database';
import { recomputeDerivedData } from '../sqlite/dataset-build';
import { buildSearchIndexes, ensureDatasetIndexes } from '../sqlite/search-indexes';
import { cachedStatement } from '../sqlite/statement-cache';
import { copyPostgresIntoSqlite } from './copy-into-sqlite';
import { checkOut, type PostgresPools } from './database';
import { recordHoldsIndexPosition } from './index-position';
import { type IndexSide, MAIN_THREAD_TABLES, startIndexSide } from './index-side';

export const INDEX_FILE = 'search-index.sqlite';

export interface LocalIndex {
  db: SqliteDatabase;
  datasetId: string;
}

/** The dataset this PostgreSQL database holds, named when it was loaded; null when it has none. */
export async function postgresDatasetId(pools: PostgresPools): Promise<string | null> {
  const result = await pools.primary.query<{ value: string }>(
    "SELECT value FROM dataset_meta WHERE key = 'dataset_id'",
  );
  return result.rows[0]?.value ?? null;
}

function indexState(db: SqliteDatabase): { datasetId: string | null; changeId: number } {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'index_state'").get();
  if (!exists) return { datasetId: null, changeId: 0 };
  const get = db.prepare('SELECT value FROM index_state WHERE key = ?').pluck();
  return {
    datasetId: (get.get('dataset_id') as string | undefined) ?? null,
    changeId: Number(get.get('change_id') ?? 0),
  };
}

/** The change-sequence position the local copy has reached. */
export function readChangeId(db: SqliteDatabase): number {
  return Number(
    cachedStatement(db, "SELECT value FROM index_state WHERE key = 'change_id'").pluck().get() ?? 0,
  );
}

/** An entry of PostgreSQL's change sequence as the change feed reads it. */
export interface ChangeRow {
  change_id: string;
  company_id: number;
  changed_at: Date;
  source: string;
}

/**
 * Copies applied entries into the local `company_changes` (which each process follows into its
 * in-memory index) and moves the position past the last; in the caller's transaction.
 */
export function recordEntries(db: SqliteDatabase, rows: ChangeRow[]): void {
  const record = cachedStatement(
    db,
    'INSERT OR IGNORE INTO company_changes (change_id, company_id, changed_at, source) VALUES (?, ?, ?, ?)',
  );
  for (const row of rows)
    record.run(Number(row.change_id), row.company_id, row.changed_at.toISOString(), row.source);
  recordChangeId(db, Number(rows[rows.length - 1]!.change_id));
}

/**
 * How long a process's claim to apply the change sequence to this file holds unless renewed; it
 * is renewed with every chunk written, so it lapses only when its process stopped or died.
 */
export const FEED_LEASE_MS = 5000;
/** The lease while the derived figures are recomputed in a thread: seconds at 3.6M, minutes on a slow disk. */
export const DERIVED_LEASE_MS = 10 * 60_000;

/**
 * The other process of this server that is applying the change sequence right now, if any: its
 * lease has not lapsed and it is alive (the file is local, so its processes share this machine).
 */
export function feedLeaseHolder(db: SqliteDatabase, now = Date.now()): number | null {
  const value = cachedStatement(db, "SELECT value FROM index_state WHERE key = 'feed_lease'").pluck().get() as
    | string
    | undefined;
  const [pid, until] = (value ?? '0:0').split(':').map(Number) as [number, number];
  if (pid === process.pid || !(until > now)) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM' ? pid : null;
  }
}

/** Claims (or renews) the lease for this process until `until`, or gives it up with 0; in the caller's transaction. */
export function recordFeedLease(db: SqliteDatabase, until: number): void {
  cachedStatement(db, "INSERT OR REPLACE INTO index_state (key, value) VALUES ('feed_lease', ?)").run(
    `${process.pid}:${until}`,
  );
}

/** Records the change-sequence position the local copy has reached. */
export function recordChangeId(db: SqliteDatabase, changeId: number): void {
  cachedStatement(db, "INSERT OR REPLACE INTO index_state (key, value) VALUES ('change_id', ?)").run(
    String(changeId),
  );
}

/**
 * This server's derived index: a local SQLite copy of the PostgreSQL dataset with the name,
 * typo and spatial indexes the search needs. Reused across restarts while it belongs to the
 * same dataset and PostgreSQL still holds the change it applied last (the change sequence brings
 * it up to date); otherwise — another dataset, or a database restored from an older dump —
 * rebuilt from one snapshot.
 */
export async function openLocalIndex(
  pools: PostgresPools,
  indexDir: string,
  log: (message: string) => void,
): Promise<LocalIndex> {
  const datasetId = await postgresDatasetId(pools);
  if (!datasetId) throw new Error('The PostgreSQL database holds no dataset yet.');
  mkdirSync(indexDir, { recursive: true });
  const path = join(indexDir, INDEX_FILE);
  if (existsSync(path)) {
    const db = openDatabase(path);
    const state = indexState(db);
    const sameDataset = state.datasetId === datasetId;
    if (sameDataset && (await recordHoldsIndexPosition(pools, db, state.changeId))) {
      migrate(db);
      ensureDatasetIndexes(db);
      return { db, datasetId };
    }
    db.close();
    log(
      sameDataset
        ? "The local search index has changes PostgreSQL's change sequence does not (restored from a backup?): rebuilding it."
        : 'The local search index belongs to another dataset: rebuilding it.',
    );
  }
  await buildLocalIndex(pools, path, datasetId, log);
  const db = openDatabase(path);
  migrate(db);
  return { db, datasetId };
}

async function buildLocalIndex(
  pools: PostgresPools,
  path: string,
  datasetId: string,
  log: (message: string) => void,
) {
  const building = `${path}.building`;
  const sidePath = `${building}-side`;
  const remove = (...files: string[]) => {
    for (const file of files)
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
  };
  remove(building, sidePath);
  const started = performance.now();
  const db = openBulkDatabase(building);
  // One server for both threads: a snapshot is imported only where it was exported.
  const pool = pools.reader();
  const client = await checkOut(pool);
  let side: IndexSide | null = null;
  try {
    migrate(db);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Bulk work: the serving pools' statement timeout does not apply to the index build.
    await client.query('SET LOCAL statement_timeout = 0');
    const snapshot = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    side = startIndexSide({
      path: sidePath,
      connectionString: pool.options.connectionString!,
      snapshot: snapshot.rows[0]!.id,
    });
    const { rows } = await client.query<{ id: number }>(
      'SELECT coalesce(max(change_id), 0) AS id FROM company_changes',
    );
    let lastLogged = 0;
    await copyPostgresIntoSqlite(client, db, MAIN_THREAD_TABLES, (table, count) => {
      if (count - lastLogged >= 500_000) {
        lastLogged = count;
        log(`search index: ${table} ${count.toLocaleString('en-US')} rows`);
      }
    });
    // The companies' search structures while the side thread still copies the child tables.
    buildSearchIndexes(db);
    // The exporting transaction stays open until the side thread has copied from its snapshot.
    await side.done;
    await client.query('COMMIT');
    mergeChildren(db, sidePath);
    // PostgreSQL's derived figures predate an import: recompute them from the copied rows.
    if (db.prepare('SELECT 1 FROM dataset_meta WHERE key = ?').get(DERIVED_STALE_KEY))
      db.transaction(() => recomputeDerivedData(db))();
    analyzeMergedDataset(db, sidePath);
    db.exec('CREATE TABLE index_state (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID');
    db.prepare("INSERT INTO index_state (key, value) VALUES ('dataset_id', ?)").run(datasetId);
    recordChangeId(db, rows[0]!.id);
    db.pragma('locking_mode = NORMAL');
    db.pragma('journal_mode = WAL');
    db.close();
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    await side?.stop();
    if (db.open) db.close();
    remove(building, sidePath);
    throw error;
  } finally {
    client.release();
  }
  remove(sidePath);
  for (const suffix of ['-wal', '-shm']) rmSync(path + suffix, { force: true });
  renameSync(building, path);
  log(`Local search index built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
