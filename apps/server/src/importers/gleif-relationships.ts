/**
 * GLEIF Level 2 importer: golden-copy RR-CDF CSV, plain or zipped, → batches of ownership
 * edges that touch at least one kept company (the file itself is global).
 */
import { BatchCollector } from './batches';
import { readCsv } from './csv-records';
import { ColumnIndex } from './gleif-columns';
import { GLEIF_RR_REQUIRED, mapGleifRrRow } from './gleif-rr-row';
import { openSource } from './source-file';
import { type ImportBatch, ImportFileError, type ImportOptions } from './types';

export interface GleifRelationshipOptions extends ImportOptions {
  /** Whether an LEI belongs to an imported company (e.g. the LEIs the Level 1 import kept). */
  keep: (lei: string) => boolean;
}

export async function* readGleifRelationships(
  path: string,
  options: GleifRelationshipOptions,
): AsyncGenerator<ImportBatch> {
  const source = await openSource(path, ['text', 'zip']);
  const batch = new BatchCollector(source, options);
  let columns: ColumnIndex | null = null;
  for await (const item of readCsv(source.stream)) {
    if (item.kind === 'header') {
      columns = new ColumnIndex(item.values);
      const missing = columns.missing(GLEIF_RR_REQUIRED);
      if (missing.length > 0) {
        source.stream.destroy();
        throw new ImportFileError(
          `${path}: not a GLEIF RR-CDF file, missing column(s) ${missing.join(', ')}`,
        );
      }
      continue;
    }
    if (!batch.read()) continue;
    if (item.kind === 'skip') batch.skip(item.line, item.reason);
    else {
      const result = mapGleifRrRow(columns!.row(item.values), item.line, options.keep);
      if (result.kind === 'record') batch.relationship(result.record);
      else if (result.kind === 'filtered') batch.filter();
      else batch.skip(item.line, result.reason);
    }
    if (batch.full) yield batch.take();
  }
  if (!columns) throw new ImportFileError(`${path}: the file is empty`);
  yield batch.take();
}
