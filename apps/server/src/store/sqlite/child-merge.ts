import { nameIndexText } from '@fd/contract';
import type { SqliteDatabase } from './database';
import { createChildIndexes } from './dataset-indexes';

/** The tables the dataset worker fills in its side file, in the order they are merged. */
export const CHILD_TABLES = ['financials', 'representatives', 'employees', 'company_events'] as const;

/**
 * Copies a child table from the attached side file, ids kept. Written as SQLite's transfer form
 * (`SELECT *`, no ORDER BY: the source is read in id order anyway), it copies the stored rows and,
 * with the same indexes on both sides, each index's entries in index order: nothing is decoded
 * or sorted on this thread (docs/decisions/218).
 */
export const childCopySql = (table: (typeof CHILD_TABLES)[number]) =>
  `INSERT INTO main.${table} SELECT * FROM side.${table}`;

/**
 * Merges the side file (its tables and their indexes built by the worker) into the main database,
 * whose child tables are still empty, and builds the employees' name index.
 */
export function mergeChildren(db: SqliteDatabase, sidePath: string): void {
  createChildIndexes(db);
  db.prepare('ATTACH DATABASE ? AS side').run(sidePath);
  db.transaction(() => {
    for (const table of CHILD_TABLES) db.exec(childCopySql(table));
  })();
  db.exec('DETACH DATABASE side');
  // Contentless full-text tables cannot be copied: the employee name index is built here.
  const insert = db.prepare('INSERT INTO employee_fts (rowid, tokens) VALUES (?, ?)');
  const employees = db.prepare('SELECT employee_id, full_name FROM employees').raw().all() as [
    number,
    string,
  ][];
  db.transaction(() => {
    for (const [id, name] of employees) insert.run(id, nameIndexText(name));
  })();
}

const STATISTICS_TABLES = ['sqlite_stat1', 'sqlite_stat4'] as const;
const CHILD_TABLE_LIST = CHILD_TABLES.map((table) => `'${table}'`).join(', ');

/** The worker's half of ANALYZE: the child tables' statistics, in its side file, after their indexes. */
export function analyzeChildTables(side: SqliteDatabase): void {
  for (const table of CHILD_TABLES) side.exec(`ANALYZE main.${table}`);
}

/**
 * ANALYZE of the merged dataset. The child tables hold the same rows and index entries as in the
 * side file, so their statistics are the worker's (analyzeChildTables), copied; this thread
 * analyzes every other table. The result equals a whole ANALYZE (docs/decisions/218).
 */
export function analyzeMergedDataset(db: SqliteDatabase, sidePath: string): void {
  const tables = db
    .prepare(
      `SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%'
         AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' AND name NOT IN (${CHILD_TABLE_LIST})`,
    )
    .pluck()
    .all() as string[];
  for (const table of tables) db.exec(`ANALYZE main."${table}"`);
  db.prepare('ATTACH DATABASE ? AS side').run(sidePath);
  db.transaction(() => {
    for (const stat of STATISTICS_TABLES) {
      db.exec(`DELETE FROM main.${stat} WHERE tbl IN (${CHILD_TABLE_LIST});
        INSERT INTO main.${stat} SELECT * FROM side.${stat} WHERE tbl IN (${CHILD_TABLE_LIST})`);
    }
  })();
  db.exec('DETACH DATABASE side');
}
