import type { CompanyHistoryRepository, DataSource, HistoryEntry, ProvenanceRow } from '../types';
import type { SqliteDatabase } from './database';

/** Sources, provenance and change history of companies (on PostgreSQL: of the local index). */
export function createHistoryRepository(db: SqliteDatabase): CompanyHistoryRepository {
  const sources = db.prepare(
    'SELECT source, source_id, source_date FROM company_sources WHERE company_id = ? ORDER BY source, source_id',
  );
  const provenance = db.prepare(
    'SELECT field, source, source_date, published FROM company_provenance WHERE company_id = ?',
  );
  const entries = db.prepare(`SELECT company_id, field, old_value, new_value, changed_at, source, source_date
    FROM company_history WHERE company_id = ? ORDER BY history_id DESC LIMIT ?`);
  return {
    async sources(companyId) {
      return sources.all(companyId) as { source: string; source_id: string; source_date: string | null }[];
    },
    async provenance(companyId) {
      return (provenance.all(companyId) as Record<string, unknown>[]).map(
        (row): ProvenanceRow => ({
          field: row.field as string,
          source: row.source as DataSource,
          sourceDate: row.source_date as string | null,
          published: row.published === 1,
        }),
      );
    },
    async entries(companyIds, limit) {
      return companyIds.flatMap((companyId) =>
        (entries.all(companyId, limit) as Record<string, unknown>[]).map(
          (row): HistoryEntry & { companyId: number } => ({
            companyId,
            field: row.field as string,
            oldValue: row.old_value as string | null,
            newValue: row.new_value as string | null,
            changedAt: row.changed_at as string,
            source: row.source as DataSource,
            sourceDate: row.source_date as string | null,
          }),
        ),
      );
    },
  };
}
