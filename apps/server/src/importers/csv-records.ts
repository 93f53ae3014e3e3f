/**
 * Streaming RFC 4180 reader over csv-parse: the first record is the header, every other record
 * comes with its line number. Broken rows (bad quoting, wrong field count) are reported and
 * skipped; QuoteGuard keeps an unclosed quote from swallowing the rest of the file and hands
 * over blocks of whole records, each parsed with csv-parse's synchronous API (no stream
 * machinery per record; whole-record blocks could also go to worker threads).
 */
import type { Readable } from 'node:stream';
import type { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { QuoteGuard } from './quote-guard';

export type CsvItem =
  | { kind: 'header'; values: string[] }
  | { kind: 'row'; line: number; values: string[] }
  | { kind: 'skip'; line: number; reason: string };

/** Largest record accepted: GLEIF rows are a few kilobytes. */
const MAX_RECORD_BYTES = 4 << 20;
const NEWLINE = 0x0a;

function describe(error: CsvError | undefined): string {
  switch (error?.code) {
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'broken quoting';
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

function countLines(block: Buffer): number {
  let lines = 0;
  for (let at = block.indexOf(NEWLINE); at >= 0; at = block.indexOf(NEWLINE, at + 1)) lines++;
  return lines;
}

export interface BlockRecord {
  line: number;
  values: string[];
}

/**
 * Parses one block of whole records that starts on file line `firstLine`; unreadable records
 * go to `onSkip` with their line. Blocks start at record boundaries, so any block can be parsed
 * on its own (and in another thread).
 */
export function parseBlock(
  block: Buffer,
  firstLine: number,
  onSkip: (line: number, reason: string) => void,
): BlockRecord[] {
  const offset = firstLine - 1;
  let lastSkipped = -1;
  const parsed = parse(block, {
    bom: firstLine === 1,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_BYTES,
    on_skip: (error) => {
      const line = offset + (typeof error?.lines === 'number' ? error.lines : 1);
      // After a bad quote csv-parse may complain again about the rest of the same line.
      if (line !== lastSkipped) onSkip(line, describe(error));
      lastSkipped = line;
      return undefined;
    },
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const records: BlockRecord[] = [];
  let lastLine = offset; // line on which the previous record ended
  for (const { record, info } of parsed) {
    const end = offset + info.lines;
    // A quoted field may span lines: count them only when the record ends more than one line on.
    records.push({ line: end === lastLine + 1 ? end : end - countBreaks(record), values: record });
    lastLine = end;
  }
  return records;
}

/** Blocks of whole records with the line each starts on; broken lines go to `onBrokenLine`. */
export async function* readBlocks(
  input: Readable,
  onBrokenLine: (line: number) => void,
): AsyncGenerator<{ block: Buffer; firstLine: number; lines: number }> {
  const guard = new QuoteGuard({ onBrokenLine });
  input.on('error', (error) => guard.destroy(error));
  input.pipe(guard);
  let firstLine = 1;
  for await (const block of guard as AsyncIterable<Buffer>) {
    const lines = countLines(block);
    yield { block, firstLine, lines };
    firstLine += lines;
  }
}

export async function* readCsv(input: Readable): AsyncGenerator<CsvItem> {
  // Skips are collected as they are found and yielded in line order between the rows.
  const skips: { line: number; reason: string }[] = [];
  const report = (line: number, reason: string) => void skips.push({ line, reason });
  let fields = -1; // the header's field count, once read
  for await (const { block, firstLine } of readBlocks(input, (line) => report(line, 'broken quoting'))) {
    const records = parseBlock(block, firstLine, report);
    skips.sort((a, b) => a.line - b.line);
    for (const { line, values } of records) {
      while (skips.length > 0 && skips[0].line < line) yield { kind: 'skip', ...skips.shift()! };
      if (fields < 0) {
        fields = values.length;
        yield { kind: 'header', values };
      } else if (values.length !== fields) {
        yield { kind: 'skip', line, reason: `wrong number of fields (${values.length})` };
      } else yield { kind: 'row', line, values };
    }
  }
  while (skips.length > 0) yield { kind: 'skip', ...skips.shift()! };
}
