/**
 * GLEIF Level 1 importer: golden-copy LEI-CDF CSV, plain or zipped, → batches of AT/DE/CH
 * companies. Columns are found by name; a missing required column refuses the file.
 */
import { BatchCollector } from './batches';
import { readCsv } from './csv-records';
import { ColumnIndex } from './gleif-columns';
import { GLEIF_L1_REQUIRED, mapGleifLeiRow } from './gleif-lei-row';
import { openSource } from './source-file';
import { type ImportBatch, ImportFileError, type ImportOptions } from './types';

export interface GleifLeiOptions extends ImportOptions {
  /** Called with the LEI of every company kept (the relationship importer keeps edges touching them). */
  onKept?: (lei: string) => void;
}

export async function* readGleifLei(
  path: string,
  options: GleifLeiOptions = {},
): AsyncGenerator<ImportBatch> {
  const source = await openSource(path, ['text', 'zip']);
  const batch = new BatchCollector(source, options);
  let columns: ColumnIndex | null = null;
  for await (const item of readCsv(source.stream)) {
    if (item.kind === 'header') {
      columns = new ColumnIndex(item.values);
      const missing = columns.missing(GLEIF_L1_REQUIRED);
      if (missing.length > 0) {
        source.stream.destroy();
        throw new ImportFileError(
          `${path}: not a GLEIF LEI-CDF file, missing column(s) ${missing.join(', ')}`,
        );
      }
      continue;
    }
    if (!batch.read()) {
      // Rows committed by an earlier run are not emitted again, but their LEIs still count as kept.
      if (item.kind === 'row' && options.onKept) {
        const result = mapGleifLeiRow(columns!.row(item.values), item.line);
        if (result.kind === 'record') options.onKept(result.record.sourceId);
      }
      continue;
    }
    if (item.kind === 'skip') batch.skip(item.line, item.reason);
    else {
      const result = mapGleifLeiRow(columns!.row(item.values), item.line);
      if (result.kind === 'record') {
        batch.company(result.record);
        options.onKept?.(result.record.sourceId);
      } else if (result.kind === 'filtered') batch.filter();
      else batch.skip(item.line, result.reason);
    }
    if (batch.full) yield batch.take();
  }
  if (!columns) throw new ImportFileError(`${path}: the file is empty`);
  yield batch.take();
}
