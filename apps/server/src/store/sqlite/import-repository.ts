/**
 * The import store on the embedded dataset file. An import runs in its own process next to the
 * server: it writes the file in one IMMEDIATE transaction per batch (store/sql/: the shared
 * statements; import-search-index.ts: the full-text, vocabulary and spatial entries only this
 * file keeps) and appends to company_changes; the server's ChangeFollower picks the entries up
 * within FOLLOW_POLL_MS.
 */
import { DERIVED_CHANGE } from '../derived-change';
import { importStatements } from '../sql/import-statements';
import { createImportTransaction, noteChanges } from '../sql/import-transaction';
import { prepare } from '../sql/query-layer';
import type { ImportTables } from '../sql/tables';
import type { ImportStore } from '../types';
import { openDatabase } from './database';
import { refreshDerivedData } from './dataset-build';
import { withImportEvents } from './import-events';
import { searchIndexWriter } from './import-search-index';
import { openSqliteDataset } from './index';
import { sqliteRecordDb } from './record-db';

/** The import store on a dataset file (its own connection: an import runs beside the server). */
export function openSqliteImportStore(path: string): ImportStore {
  // Migrations first (a file from an older version gains the import tables), then a serving connection.
  openSqliteDataset(path).close();
  const db = openDatabase(path);
  const records = sqliteRecordDb<ImportTables>(db);
  const statements = importStatements(records);
  const change = prepare(records, (p: { companyId: number; source: string }) =>
    records.insertInto('company_changes').values({ company_id: p.companyId, source: p.source }),
  );
  const indexCompany = searchIndexWriter(db);
  // A run that changed no company (the same file again) leaves the derived figures and the change sequence alone.
  const changed = { any: false };
  return {
    engine: 'sqlite',
    transaction: (work) =>
      records.transaction().execute((tx) =>
        work(
          noteChanges(
            withImportEvents(
              createImportTransaction(statements, tx, {
                indexCompany,
                recordChange: async (companyId, source) => void (await change.run({ companyId, source }, tx)),
              }),
              db,
            ),
            changed,
          ),
        ),
      ),
    async finish() {
      if (!changed.any) return;
      changed.any = false;
      refreshDerivedData(db);
      await change.run(DERIVED_CHANGE);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
