import { ZStatistics } from '@fd/contract';
import type { DatasetCounts, DatasetRepository } from '../types';
import type { SqliteDatabase } from './database';
import { computeRowCounts, computeSourceCounts, computeStatistics } from './statistics';

/** Counts and precomputed answers. They change only when data is loaded or refreshed. */
export function createDatasetRepository(db: SqliteDatabase): DatasetRepository {
  const stat = db.prepare('SELECT value FROM dataset_stats WHERE key = ?').pluck();
  const meta = db.prepare('SELECT value FROM dataset_meta WHERE key = ?').pluck();
  const countOf = (table: string) => Number(db.prepare(`SELECT max(rowid) FROM ${table}`).pluck().get() ?? 0);
  const readJson = <T>(key: string): T | null => {
    const value = stat.get(key) as string | undefined;
    return value ? (JSON.parse(value) as T) : null;
  };
  return {
    async counts(): Promise<DatasetCounts> {
      const seed = meta.get('seed') as string | undefined;
      // Kept with the derived figures; a dataset built before they were is counted.
      const rows = readJson<ReturnType<typeof computeRowCounts>>('row_counts') ?? computeRowCounts(db);
      return {
        companies: countOf('companies'),
        financial_reports: rows.financial_reports,
        employees: rows.employees,
        representatives: countOf('representatives'),
        seed: seed === undefined ? null : Number(seed),
        generated_at: (meta.get('generated_at') as string | undefined) ?? null,
      };
    },
    async statistics() {
      const stored = ZStatistics.safeParse(readJson<unknown>('statistics'));
      // A dataset whose figures were stored before the statistics had their present fields is computed again.
      if (stored.success) return stored.data;
      return stat.get('statistics') === undefined ? null : computeStatistics(db);
    },
    async countryStats() {
      return readJson<{ address_country: string; cnt: number }[]>('country_stats') ?? [];
    },
    async sourceCounts() {
      // Kept with the derived figures; a dataset whose figures predate them is counted.
      return readJson<Record<string, number>>('source_counts') ?? computeSourceCounts(db);
    },
    async datasetId() {
      // A PostgreSQL server's local index is named by the dataset PostgreSQL holds; a dataset
      // file by the id it was given when first opened (openSqliteDataset).
      const indexed = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'index_state'").get()
        ? (db.prepare("SELECT value FROM index_state WHERE key = 'dataset_id'").pluck().get() as
            | string
            | undefined)
        : undefined;
      const id = indexed ?? (meta.get('dataset_id') as string | undefined);
      if (id === undefined) throw new Error('The dataset has no id.');
      return id;
    },
    async topCompanyIds() {
      return db.prepare('SELECT company_id FROM top_companies ORDER BY rank').pluck().all() as number[];
    },
  };
}
