import { nameIndexText } from '@fd/contract';
import type { ImportFields } from '../types';
import type { SqliteDatabase } from './database';

const terms = (name: string) => [...new Set(nameIndexText(name).split(/\s+/).filter(Boolean))];

/**
 * What only the embedded store keeps of a company an import writes: its name in the full-text
 * index and the name vocabulary, and its place in the spatial index (PostgreSQL holds only the
 * record; each server's local index rebuilds these from the change feed). Runs on the import's
 * connection inside the batch's transaction.
 */
export function searchIndexWriter(db: SqliteDatabase) {
  const s = {
    ftsAdd: db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)'),
    ftsDelete: db.prepare("INSERT INTO company_fts (company_fts, rowid, tokens) VALUES ('delete', ?, ?)"),
    vocabAdd: db.prepare(
      'INSERT INTO name_vocab (term, doc_count) VALUES (?, 1) ON CONFLICT (term) DO UPDATE SET doc_count = doc_count + 1',
    ),
    vocabRemove: db.prepare('UPDATE name_vocab SET doc_count = doc_count - 1 WHERE term = ?'),
    vocabPrune: db.prepare('DELETE FROM name_vocab WHERE term = ? AND doc_count <= 0'),
    geoDelete: db.prepare('DELETE FROM company_geo WHERE company_id = ?'),
    geoAdd: db.prepare(
      'INSERT INTO company_geo (company_id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)',
    ),
  };
  /** The index entries of a company, from `before` (null: a new company) to `after`. */
  return function indexCompany(companyId: number, before: ImportFields | null, after: ImportFields): void {
    if (before?.company_name !== after.company_name) {
      if (before) {
        s.ftsDelete.run(companyId, nameIndexText(before.company_name));
        for (const term of terms(before.company_name)) {
          s.vocabRemove.run(term);
          s.vocabPrune.run(term);
        }
      }
      s.ftsAdd.run(companyId, nameIndexText(after.company_name));
      for (const term of terms(after.company_name)) s.vocabAdd.run(term);
    }
    if (before?.latitude !== after.latitude || before?.longitude !== after.longitude) {
      s.geoDelete.run(companyId);
      if (after.latitude !== null && after.longitude !== null)
        s.geoAdd.run(companyId, after.latitude, after.latitude, after.longitude, after.longitude);
    }
  };
}
