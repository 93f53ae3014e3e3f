/** One block of GLEIF Level 1 CSV → companies, skipped rows and the lines of filtered rows (runs in workers too). */
import { parseBlock } from './csv-records';
import type { ColumnIndex } from './gleif-columns';
import { mapGleifLeiRow } from './gleif-lei-row';
import type { ImportedCompany, SkippedRow } from './types';

export interface LeiBlockResult {
  companies: ImportedCompany[];
  skipped: SkippedRow[];
  filteredLines: number[];
}

/** `fields`: the header's field count; `dropFirst` when the block starts with the header itself. */
export function mapLeiBlock(
  columns: ColumnIndex,
  fields: number,
  block: Buffer,
  firstLine: number,
  dropFirst = false,
): LeiBlockResult {
  const result: LeiBlockResult = { companies: [], skipped: [], filteredLines: [] };
  const records = parseBlock(block, firstLine, (line, reason) => result.skipped.push({ line, reason }));
  for (const { line, values } of dropFirst ? records.slice(1) : records) {
    if (values.length !== fields) {
      result.skipped.push({ line, reason: `wrong number of fields (${values.length})` });
      continue;
    }
    const mapped = mapGleifLeiRow(columns.row(values), line);
    if (mapped.kind === 'record') result.companies.push(mapped.record);
    else if (mapped.kind === 'filtered') result.filteredLines.push(line);
    else result.skipped.push({ line, reason: mapped.reason });
  }
  return result;
}
