/**
 * Provenance of a company's shown values: the generator for synthetic companies (invented, so
 * never 'published'), the recorded source per field group for imported ones, and 'not
 * published' for what no source publishes (figures, contact data). History entries as the API
 * returns them.
 */
import type {
  CompanyChange,
  CompanyProvenance,
  DataSourceName,
  FieldProvenance,
  ProvenanceField,
} from '@fd/contract';
import { PROVENANCE_FIELDS } from '@fd/contract';
import type { HistoryEntry, ProvenanceRow } from '../../store/types';

const RANK: Record<DataSourceName, number> = { generator: 0, offeneregister: 1, gleif: 2, report: 3 };

export function companyProvenance(
  sources: { source: string; source_id: string; source_date: string | null }[],
  rows: ProvenanceRow[],
  generatedOn: string | null,
): CompanyProvenance {
  if (sources.length === 0) {
    return {
      synthetic: true,
      sources: [],
      fields: PROVENANCE_FIELDS.map((field) => ({
        field,
        source: 'generator',
        source_date: generatedOn,
        published: false,
        missing: false,
      })),
    };
  }
  const typed = sources.map((s) => ({ ...s, source: s.source as DataSourceName }));
  // What no source published is attributed to the main source, marked missing.
  const main = [...typed].sort((a, b) => RANK[b.source] - RANK[a.source])[0]!;
  const recorded = new Map(rows.map((row) => [row.field, row]));
  const fields = PROVENANCE_FIELDS.map((field: ProvenanceField): FieldProvenance => {
    const row = recorded.get(field);
    return row
      ? { field, source: row.source, source_date: row.sourceDate, published: row.published, missing: false }
      : { field, source: main.source, source_date: main.source_date, published: false, missing: true };
  });
  return { synthetic: false, sources: typed, fields };
}

export const toCompanyChange = (entry: HistoryEntry): CompanyChange => ({
  field: entry.field,
  old_value: entry.oldValue,
  new_value: entry.newValue,
  changed_at: entry.changedAt,
  source: entry.source,
  source_date: entry.sourceDate,
});
