/**
 * OffeneRegister.de importer: de_companies_ocdata.jsonl, plain or bzip2 (streamed, pure JS),
 * → batches of German companies with their officers.
 */
import { BatchCollector } from './batches';
import { readLines } from './lines';
import { mapOffeneRegisterLine } from './offeneregister-row';
import { openSource } from './source-file';
import { type ImportBatch, ImportFileError, type ImportOptions } from './types';

export async function* readOffeneRegister(
  path: string,
  options: ImportOptions = {},
): AsyncGenerator<ImportBatch> {
  const source = await openSource(path, ['text', 'bz2']);
  const batch = new BatchCollector(source, options);
  let first = true;
  for await (const item of readLines(source.stream)) {
    if ('text' in item && item.text.trim() === '') continue;
    if (first) {
      first = false;
      if ('text' in item && !item.text.trimStart().startsWith('{')) {
        source.stream.destroy();
        throw new ImportFileError(`${path}: not a JSON lines file (the first line is no JSON object)`);
      }
    }
    if (!batch.read()) continue;
    if ('tooLong' in item) batch.skip(item.line, 'line too long');
    else {
      const result = mapOffeneRegisterLine(item.text, item.line);
      if (result.kind === 'record') {
        if (batch.company(result.record.company))
          for (const officer of result.record.officers) batch.officer(officer);
      } else if (result.kind === 'filtered') batch.filter();
      else batch.skip(item.line, result.reason);
    }
    if (batch.full) yield batch.take();
  }
  if (first) throw new ImportFileError(`${path}: the file is empty`);
  yield batch.take();
}
