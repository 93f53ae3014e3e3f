import { nameIndexText } from '@fd/contract';
import type { SqliteDatabase } from './database';
import { createDatasetIndexes } from './dataset-indexes';
import { cachedStatement } from './statement-cache';

/**
 * The search structures of a dataset whose rows arrived from elsewhere (a copy of the
 * PostgreSQL record): the companies' full-text name index, the spatial index, secondary indexes
 * and the typo vocabulary, built once after the rows as the generator's load does. The child
 * tables (still empty: their side file is merged after this, `mergeChildren`, with the
 * employees' name index) get their indexes here; `ANALYZE` is the caller's, after the merge.
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
  db.exec(`INSERT INTO company_geo (company_id, min_lat, max_lat, min_lon, max_lon)
    SELECT company_id, latitude, latitude, longitude, longitude FROM companies WHERE latitude IS NOT NULL`);
  createDatasetIndexes(db);
  db.exec(`INSERT INTO company_fts (company_fts) VALUES ('optimize')`);
  rebuildVocabulary(db);
}

/**
 * Creates the secondary indexes a dataset built by an older version lacks (every statement is
 * IF NOT EXISTS, so this is a no-op on a current one). Runs when a dataset is opened.
 */
export function ensureDatasetIndexes(db: SqliteDatabase): void {
  createDatasetIndexes(db);
  analyzeRebuiltEvents(db);
}

/**
 * Dataset migration 015 rebuilt company_events, and its statistics went with the old table: once
 * its indexes are back, the events are analyzed again, so the planner reads them as before the
 * migration (docs/decisions/218). A dataset never analyzed (no sqlite_stat1) is left as it is.
 */
function analyzeRebuiltEvents(db: SqliteDatabase): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").get()) return;
  if (db.prepare("SELECT 1 FROM sqlite_stat1 WHERE tbl = 'company_events'").get()) return;
  if (db.prepare('SELECT 1 FROM company_events LIMIT 1').get()) db.exec('ANALYZE main.company_events');
}

/**
 * The name vocabulary from the name index's own terms and document counts, each term with its
 * Kölner Phonetik code (typo candidates, prefix expansion and sound-alikes come from here).
 */
export function rebuildVocabulary(db: SqliteDatabase): void {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.name_terms USING fts5vocab(main, 'company_fts', 'row')`);
  db.transaction(() => {
    db.exec('DELETE FROM name_vocab');
    db.exec(`INSERT INTO name_vocab (term, doc_count, phonetic)
      SELECT term, doc, name_phonetic(term) FROM temp.name_terms`);
  })();
  db.exec('DROP TABLE temp.name_terms');
}

/**
 * Keeps the vocabulary in step with company_fts when some companies' names are replaced:
 * `removed` and `added` are the index texts (`nameIndexText`) taken out of and put into it.
 * Call inside the transaction that changes company_fts.
 */
export function adjustVocabulary(db: SqliteDatabase, removed: string[], added: string[]): void {
  const delta = new Map<string, number>();
  const count = (texts: string[], step: number) => {
    for (const text of texts)
      for (const term of text.split(' ')) if (term) delta.set(term, (delta.get(term) ?? 0) + step);
  };
  count(removed, -1);
  count(added, 1);
  const upsert = cachedStatement(
    db,
    `INSERT INTO name_vocab (term, doc_count, phonetic) VALUES (?, ?, name_phonetic(?))
    ON CONFLICT (term) DO UPDATE SET doc_count = doc_count + excluded.doc_count`,
  );
  const prune = cachedStatement(db, 'DELETE FROM name_vocab WHERE term = ? AND doc_count <= 0');
  for (const [term, change] of delta) {
    if (change === 0) continue;
    upsert.run(term, change, term);
    if (change < 0) prune.run(term);
  }
}
