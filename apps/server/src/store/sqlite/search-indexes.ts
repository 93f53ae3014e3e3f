import { readFileSync } from 'node:fs';
import { nameIndexText } from '@fd/contract';
import { serverFile } from '../../server-files';
import type { SqliteDatabase } from './database';

const INDEXES_SQL = serverFile('store/sqlite/dataset-indexes.sql');

/**
 * The search structures of a dataset whose rows arrived from elsewhere (a copy of the
 * PostgreSQL record): full-text name indexes, the spatial index, secondary indexes and the
 * typo vocabulary, built once after the rows as the generator's load does.
 */
export function buildSearchIndexes(db: SqliteDatabase): void {
  // Read in pages: better-sqlite3 cannot write while a statement of the connection iterates.
  const fill = (source: string, id: string, name: string, table: string) => {
    const page = db
      .prepare(`SELECT ${id}, ${name} FROM ${source} WHERE ${id} > ? ORDER BY ${id} LIMIT 50000`)
      .raw();
    const insert = db.prepare(`INSERT INTO ${table} (rowid, tokens) VALUES (?, ?)`);
    for (let after = 0; ; ) {
      const rows = page.all(after) as [number, string][];
      if (rows.length === 0) return;
      db.transaction(() => {
        for (const [rowId, text] of rows) insert.run(rowId, nameIndexText(text));
      })();
      after = rows[rows.length - 1]![0];
    }
  };
  fill('companies', 'company_id', 'company_name', 'company_fts');
  fill('employees', 'employee_id', 'full_name', 'employee_fts');
  db.exec(`INSERT INTO company_geo (company_id, min_lat, max_lat, min_lon, max_lon)
    SELECT company_id, latitude, latitude, longitude, longitude FROM companies WHERE latitude IS NOT NULL`);
  db.exec(readFileSync(INDEXES_SQL, 'utf8'));
  db.exec(`INSERT INTO company_fts (company_fts) VALUES ('optimize')`);
  rebuildVocabulary(db);
  db.exec('ANALYZE');
}

/**
 * Creates the secondary indexes a dataset built by an older version lacks (every statement is
 * IF NOT EXISTS, so this is a no-op on a current one). Runs when a dataset is opened.
 */
export function ensureDatasetIndexes(db: SqliteDatabase): void {
  db.exec(readFileSync(INDEXES_SQL, 'utf8'));
}

/** The typo vocabulary from the name index's own terms and document counts. */
export function rebuildVocabulary(db: SqliteDatabase): void {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.name_terms USING fts5vocab(main, 'company_fts', 'row')`);
  db.transaction(() => {
    db.exec('DELETE FROM name_vocab');
    db.exec('INSERT INTO name_vocab (term, doc_count) SELECT term, doc FROM temp.name_terms');
  })();
  db.exec('DROP TABLE temp.name_terms');
}
