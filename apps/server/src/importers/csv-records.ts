/**
 * Streaming RFC 4180 reader over csv-parse: the first record is the header, every other record
 * comes with its line number. Broken rows (bad quoting, wrong field count) are reported and
 * skipped; QuoteGuard keeps an unclosed quote from swallowing the rest of the file.
 */
import type { Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';
import { QuoteGuard } from './quote-guard';

export type CsvItem =
  | { kind: 'header'; values: string[] }
  | { kind: 'row'; line: number; values: string[] }
  | { kind: 'skip'; line: number; reason: string };

/** Largest record accepted: GLEIF rows are a few kilobytes. */
const MAX_RECORD_BYTES = 4 << 20;

function describe(error: CsvError | undefined): string {
  switch (error?.code) {
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'broken quoting';
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return `wrong number of fields (${Array.isArray(error.record) ? error.record.length : '?'})`;
    case 'CSV_MAX_RECORD_SIZE':
      return 'record too long';
    default:
      return error ? `unreadable row: ${error.message}` : 'unreadable row';
  }
}

function countBreaks(values: string[]): number {
  let breaks = 0;
  for (const value of values) {
    for (let at = value.indexOf('\n'); at >= 0; at = value.indexOf('\n', at + 1)) breaks++;
  }
  return breaks;
}

export async function* readCsv(input: Readable): AsyncGenerator<CsvItem> {
  // Parse errors arrive before the records buffered ahead of them: queued, then yielded in line order.
  const skips: { line: number; reason: string }[] = [];
  let lastSkipped = -1;
  const report = (line: number, reason: string) => {
    // After a bad quote csv-parse may complain again about the rest of the same line.
    if (line === lastSkipped) return;
    lastSkipped = line;
    skips.push({ line, reason });
  };
  const guard = new QuoteGuard({ onBrokenLine: (line) => report(line, 'broken quoting') });
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_BYTES,
    on_skip: (error) => {
      report(typeof error?.lines === 'number' ? error.lines : 0, describe(error));
      return undefined;
    },
  });
  input.on('error', (error) => guard.destroy(error));
  guard.on('error', (error) => parser.destroy(error));
  input.pipe(guard).pipe(parser);
  let header = true;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (header) {
      header = false;
      yield { kind: 'header', values: record };
      continue;
    }
    // info.lines is the line the record ends on; a quoted field may span several.
    const line = info.lines - countBreaks(record);
    while (skips.length > 0 && skips[0].line < line) yield { kind: 'skip', ...skips.shift()! };
    yield { kind: 'row', line, values: record };
  }
  while (skips.length > 0) yield { kind: 'skip', ...skips.shift()! };
}
