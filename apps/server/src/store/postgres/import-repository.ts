/**
 * The import store on PostgreSQL, the system of record: one transaction per batch on the
 * primary (store/sql/: the statements both engines share), with its company_changes entries
 * appended at the end (decision 088). Servers' local indexes (rows, full text, spatial index)
 * follow the change feed. An advisory lock keeps two imports from numbering new companies alike.
 */
import { CompiledQuery, sql } from 'kysely';
import { COMPANY_TABLES } from '../copy-tables';
import { DERIVED_CHANGE, DERIVED_STALE_KEY } from '../derived-change';
import { withEvents } from '../import-events';
import { importStatements } from '../sql/import-statements';
import { createImportTransaction, noteChanges } from '../sql/import-transaction';
import type { ImportTables } from '../sql/tables';
import type { ImportStore } from '../types';
import { appendChanges, type ChangeEntry, type SqlClient } from './change-log';
import { type PostgresPools, transaction } from './database';
import { type CompanyEvents, insertEvents } from './event-writer';
import { postgresRecordDb } from './record-db';

const IMPORT_LOCK = 0x46_52_49_4d; // 'FRIM'

/** Company tables (an import writes most of them) and the change sequence. */
const ANALYZED_AFTER_IMPORT = [...COMPANY_TABLES, 'company_changes'];

/** The import store on PostgreSQL (own pools; the caller has waited for and migrated the database). */
export function createPostgresImportStore(pools: PostgresPools): ImportStore {
  const records = postgresRecordDb<ImportTables>(pools.primary);
  const statements = importStatements(records);
  // A run that changed no company (the same file again) leaves the derived figures and the change sequence alone.
  const changed = { any: false };
  return {
    engine: 'postgres',
    transaction: (work) =>
      records.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(tx);
        const entries: ChangeEntry[] = [];
        const events: CompanyEvents[] = [];
        const written = withEvents(
          createImportTransaction(statements, tx, {
            // Appended when the batch commits, so entries become visible in id order.
            recordChange: async (companyId, source) => void entries.push({ companyId, source }),
          }),
          // Written after the batch's change entries, each naming its company's (event-writer.ts).
          (companyId, recorded) => events.push({ companyId, events: recorded }),
        );
        const result = await work(noteChanges(written, changed));
        const client: SqlClient = {
          query: (text, values) => tx.executeQuery(CompiledQuery.raw(text, values)),
        };
        await insertEvents(client, events, await appendChanges(client, entries));
        return result;
      }),
    async finish() {
      // Servers recompute the derived figures in their local index when they follow this entry;
      // one started later does it while building its index (decision 053).
      if (!changed.any) return;
      changed.any = false;
      await transaction(pools.primary, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
        await client.query(
          `INSERT INTO dataset_meta (key, value) VALUES ($1, $2)
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
          [DERIVED_STALE_KEY, new Date().toISOString()],
        );
        await appendChanges(client, [DERIVED_CHANGE]);
      });
      // Planner statistics for what a bulk import filled; autovacuum would come later, if at all soon.
      await pools.primary.query(`ANALYZE ${ANALYZED_AFTER_IMPORT.join(', ')}`);
    },
    close: () => pools.close(),
  };
}
