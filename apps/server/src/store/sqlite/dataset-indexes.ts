import { readFileSync } from 'node:fs';
import { serverFile } from '../../server-files';
import type { SqliteDatabase } from './database';

const DATASET_INDEXES_SQL = serverFile('store/sqlite/dataset-indexes.sql');
const CHILD_INDEXES_SQL = serverFile('store/sqlite/child-indexes.sql');

/** The child tables' secondary indexes (child-indexes.sql); a no-op where they exist. */
export function createChildIndexes(db: SqliteDatabase): void {
  db.exec(readFileSync(CHILD_INDEXES_SQL, 'utf8'));
}

/** Every secondary index of the dataset (both files); a no-op where they exist. */
export function createDatasetIndexes(db: SqliteDatabase): void {
  db.exec(readFileSync(DATASET_INDEXES_SQL, 'utf8'));
  createChildIndexes(db);
}
