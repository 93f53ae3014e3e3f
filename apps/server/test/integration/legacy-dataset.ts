import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';

/**
 * Dataset files of installs from before the store split, made from a dataset of today's code:
 * - 'last': as the last version whose dataset migrations still created the account tables
 *   left it (every dataset migration applied, 002 and 004 among them);
 * - 'oldest': as the first versions left it (dataset migrations 001 to 004 only): what later
 *   migrations added is taken away again, so opening the file applies them.
 */
export type LegacyLayout = 'last' | 'oldest';

const ACCOUNT_TABLES_SQL = readFileSync(
  join(import.meta.dirname, '../fixtures/legacy-dataset-accounts.sql'),
  'utf8',
);

/** Dataset migrations 005 to 015, undone. */
const AFTER_THE_OLDEST = `
  DROP TABLE company_keys;
  DROP TABLE employee_keys;
  DROP TABLE company_changes;
  DROP INDEX name_vocab_by_phonetic;
  ALTER TABLE name_vocab DROP COLUMN phonetic;
  DROP TABLE company_sources;
  DROP TABLE company_identity;
  DROP TABLE company_provenance;
  DROP TABLE company_history;
  DROP TABLE company_relationships;
  DROP TABLE company_events;
  DROP TABLE sync_runs;
  DROP TABLE sync_lease;
  DROP TABLE company_corrections;
  ALTER TABLE companies DROP COLUMN short_description_en;
  DROP INDEX representatives_by_person;
  ALTER TABLE representatives DROP COLUMN person_key;
  ALTER TABLE representatives DROP COLUMN since;
  ALTER TABLE representatives DROP COLUMN until;
  DROP INDEX company_facets_parents;
  ALTER TABLE company_facets DROP COLUMN parent_id;
  DELETE FROM schema_migrations WHERE version >= 5;`;

/** Gives a dataset file of today's code the account tables and migration record of `layout`. */
export function makeLegacyLayout(db: Database.Database, layout: LegacyLayout): void {
  db.transaction(() => {
    db.exec(ACCOUNT_TABLES_SQL);
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    record.run(2, '002_accounts.sql', new Date().toISOString());
    record.run(4, '004_workspace.sql', new Date().toISOString());
    if (layout === 'oldest') db.exec(AFTER_THE_OLDEST);
  })();
}
