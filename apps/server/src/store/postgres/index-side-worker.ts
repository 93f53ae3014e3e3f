import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { analyzeChildTables, CHILD_TABLES } from '../sqlite/child-merge';
import { migrate, openBulkDatabase } from '../sqlite/database';
import { createChildIndexes } from '../sqlite/dataset-indexes';
import { copyPostgresIntoSqlite } from './copy-into-sqlite';

export interface IndexSideInput {
  /** The side file, new. */
  path: string;
  /** The PostgreSQL server the main thread copies from: an exported snapshot is imported only there. */
  connectionString: string;
  /** The snapshot the main thread's transaction exported (`pg_export_snapshot()`). */
  snapshot: string;
}

/** What `pg_export_snapshot()` returns, for example '00000003-0000001B-1'. */
const SNAPSHOT_ID = /^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$/i;

/**
 * The second core of a local index build (docs/decisions/206): copies the child tables
 * (financials, representatives, employees, events) from the main thread's snapshot into a side
 * file, indexes and analyzes them there, as the generator's child worker does; the main thread
 * copies the companies meanwhile and merges the side file when both are done (child-merge.ts).
 */
const input = workerData as IndexSideInput;
if (!SNAPSHOT_ID.test(input.snapshot)) throw new Error(`not a snapshot id: ${input.snapshot}`);
const db = openBulkDatabase(input.path);
const client = new pg.Client({ connectionString: input.connectionString, keepAlive: true });
try {
  migrate(db);
  await client.connect();
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await client.query(`SET TRANSACTION SNAPSHOT '${input.snapshot}'`);
  await client.query('SET LOCAL statement_timeout = 0');
  await copyPostgresIntoSqlite(client, db, CHILD_TABLES);
  await client.query('COMMIT');
  createChildIndexes(db);
  analyzeChildTables(db);
  parentPort!.postMessage('done');
} finally {
  await client.end().catch(() => {});
  db.close();
}
