/**
 * GLEIF Level 1 importer: golden-copy LEI-CDF CSV, plain or zipped, → batches of AT/DE/CH
 * companies. Columns are found by name; a missing required column refuses the file. Blocks of
 * whole records are parsed and mapped in worker threads when `workers` > 0 (csv-parse is the
 * bottleneck), or in this thread; either way rows come out in file order.
 */
import { parse } from 'csv-parse/sync';
import { workerEntry } from '../server-files';
import { BatchCollector } from './batches';
import { readBlocks } from './csv-records';
import { ColumnIndex } from './gleif-columns';
import { type LeiBlockResult, mapLeiBlock } from './gleif-lei-block';
import { GLEIF_L1_REQUIRED } from './gleif-lei-row';
import { openSource } from './source-file';
import {
  type ImportBatch,
  type ImportedCompany,
  ImportFileError,
  type ImportOptions,
  type SkippedRow,
} from './types';
import { WorkerPool } from './worker-pool';

export interface GleifLeiOptions extends ImportOptions {
  /** Called with the LEI of every company kept (the relationship importer keeps edges touching them). */
  onKept?: (lei: string) => void;
  /** Worker threads that parse and map blocks (0: all in this thread). */
  workers?: number;
}

type Event = { line: number; company?: ImportedCompany; skip?: SkippedRow };

/** A block's outcomes and the broken lines inside it, in line order. */
function eventsOf(result: LeiBlockResult, brokenLines: SkippedRow[]): Event[] {
  const events: Event[] = [
    ...result.companies.map((company) => ({ line: company.sourceLine, company })),
    ...result.skipped.map((skip) => ({ line: skip.line, skip })),
    ...result.filteredLines.map((line) => ({ line })),
    ...brokenLines.map((skip) => ({ line: skip.line, skip })),
  ];
  return events.sort((a, b) => a.line - b.line);
}

function readHeader(block: Buffer, path: string): string[] {
  const end = block.indexOf(0x0a);
  let header: string[] | undefined;
  try {
    [header] = parse(end < 0 ? block : block.subarray(0, end + 1), {
      bom: true,
      relax_quotes: true,
    }) as string[][];
  } catch {
    throw new ImportFileError(`${path}: no readable CSV header in the first line`);
  }
  const missing = header ? new ColumnIndex(header).missing(GLEIF_L1_REQUIRED) : [...GLEIF_L1_REQUIRED];
  if (!header || missing.length > 0)
    throw new ImportFileError(`${path}: not a GLEIF LEI-CDF file, missing column(s) ${missing.join(', ')}`);
  return header;
}

export async function* readGleifLei(
  path: string,
  options: GleifLeiOptions = {},
): AsyncGenerator<ImportBatch> {
  const source = await openSource(path, ['text', 'zip']);
  const batch = new BatchCollector(source, options);
  const broken: SkippedRow[] = [];
  const blocks = readBlocks(source.stream, (line) => broken.push({ line, reason: 'broken quoting' }));
  const inFlight: { result: Promise<LeiBlockResult>; endLine: number }[] = [];
  let pool: WorkerPool<LeiBlockResult> | null = null;
  try {
    const first = await blocks.next();
    if (first.done) throw new ImportFileError(`${path}: the file is empty`);
    const header = readHeader(first.value.block, path);
    const columns = new ColumnIndex(header);
    const workers = Math.max(0, Math.floor(options.workers ?? 0));
    if (workers > 0)
      pool = new WorkerPool<LeiBlockResult>(workerEntry('gleif-lei-worker'), { header }, workers);

    const submit = (block: Buffer, firstLine: number, lines: number, dropFirst: boolean) => {
      let result: Promise<LeiBlockResult>;
      if (pool) {
        const bytes = new Uint8Array(block.length);
        bytes.set(block);
        result = pool.submit({ bytes: bytes.buffer, firstLine, dropFirst }, [bytes.buffer]);
        result.catch(() => {}); // awaited below; an early end must not leave it unhandled
      } else result = Promise.resolve(mapLeiBlock(columns, header.length, block, firstLine, dropFirst));
      inFlight.push({ result, endLine: firstLine + lines });
    };

    async function* settle(): AsyncGenerator<ImportBatch> {
      const { result, endLine } = inFlight.shift()!;
      const inside = broken.filter((skip) => skip.line < endLine);
      broken.splice(0, inside.length);
      for (const event of eventsOf(await result, inside)) {
        if (!batch.read()) {
          // Rows committed by an earlier run are not emitted again, but their LEIs still count as kept.
          if (event.company && batch.keeps(event.company)) options.onKept?.(event.company.sourceId);
          continue;
        }
        if (event.company) {
          if (batch.company(event.company)) options.onKept?.(event.company.sourceId);
        } else if (event.skip) batch.skip(event.skip.line, event.skip.reason);
        else batch.filter();
        if (batch.full) yield batch.take();
      }
    }

    submit(first.value.block, first.value.firstLine, first.value.lines, true);
    for await (const { block, firstLine, lines } of blocks) {
      submit(block, firstLine, lines, false);
      // Two blocks per worker in flight keep them busy and memory bounded.
      while (inFlight.length > Math.max(1, workers * 2)) yield* settle();
    }
    while (inFlight.length > 0) yield* settle();
    yield batch.take();
  } finally {
    source.stream.destroy();
    await pool?.close();
  }
}
