/**
 * Runs an import job: the reader(s) of a source, batch by batch, into a sink (or, in a dry run,
 * nowhere), with progress callbacks and a summary of what was kept and skipped.
 */
import { availableParallelism } from 'node:os';
import { readGleifLei } from './gleif-lei';
import { readGleifRelationships } from './gleif-relationships';
import { readOffeneRegister } from './offeneregister';
import type { ImportBatch, ImportOptions, ImportProgress, ImportSink, SkippedRow } from './types';

export type ImportJob =
  | { source: 'gleif'; leiFile: string; relationshipsFile?: string }
  | { source: 'offeneregister'; file: string };

export interface FileSummary {
  file: string;
  progress: ImportProgress;
  /** The first skipped rows, in file order. */
  firstSkipped: SkippedRow[];
  skippedByReason: Record<string, number>;
  companies: number;
  relationships: number;
  officers: number;
  seconds: number;
}

export interface RunHooks {
  onFile?: (file: string) => void;
  onProgress?: (file: string, progress: ImportProgress) => void;
}

export interface RunOptions extends ImportOptions {
  /** Where batches go; without one the run only reads and validates (dry run). */
  sink?: ImportSink;
  /** How many skipped rows the summary lists (default 20). */
  listSkipped?: number;
  /** Worker threads for the GLEIF Level 1 file (default: the cores there are, at most 4). */
  workers?: number;
  /**
   * LEIs the store already holds: relationships touching them are kept too. A GLEIF delta's
   * Level 1 file holds only the changed companies, its relationship file the changed edges.
   */
  knownLeis?: ReadonlySet<string>;
}

export const defaultWorkers = (): number => Math.min(4, availableParallelism());

/** Skip reasons carry values ('invalid LEI 'X''); the tally groups them by their words. */
const reasonKind = (reason: string): string => reason.replace(/\s*'.*$/, '');

async function drain(
  file: string,
  batches: AsyncIterable<ImportBatch>,
  options: RunOptions,
  hooks: RunHooks,
): Promise<FileSummary> {
  const started = performance.now();
  const listed = options.listSkipped ?? 20;
  const summary: FileSummary = {
    file,
    progress: { rowsRead: 0, rowsKept: 0, rowsFiltered: 0, rowsSkipped: 0, bytesRead: 0, bytesTotal: 0 },
    firstSkipped: [],
    skippedByReason: {},
    companies: 0,
    relationships: 0,
    officers: 0,
    seconds: 0,
  };
  hooks.onFile?.(file);
  for await (const batch of batches) {
    const records = batch.companies.length + batch.relationships.length + batch.officers.length;
    if (options.sink && records > 0)
      await options.sink.writeBatch(batch.companies, batch.relationships, batch.officers);
    summary.companies += batch.companies.length;
    summary.relationships += batch.relationships.length;
    summary.officers += batch.officers.length;
    for (const row of batch.skipped) {
      if (summary.firstSkipped.length < listed) summary.firstSkipped.push(row);
      const kind = reasonKind(row.reason);
      summary.skippedByReason[kind] = (summary.skippedByReason[kind] ?? 0) + 1;
    }
    summary.progress = batch.progress;
    hooks.onProgress?.(file, batch.progress);
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

export async function runImport(
  job: ImportJob,
  options: RunOptions = {},
  hooks: RunHooks = {},
): Promise<FileSummary[]> {
  if (job.source === 'offeneregister')
    return [await drain(job.file, readOffeneRegister(job.file, options), options, hooks)];
  const kept = new Set<string>();
  const lei = await drain(
    job.leiFile,
    readGleifLei(job.leiFile, {
      ...options,
      workers: options.workers ?? defaultWorkers(),
      onKept: (code) => kept.add(code),
    }),
    options,
    hooks,
  );
  if (!job.relationshipsFile) return [lei];
  // A resume position belongs to the Level 1 file; the relationship file is read from its start.
  const relationships = await drain(
    job.relationshipsFile,
    readGleifRelationships(job.relationshipsFile, {
      batchSize: options.batchSize,
      publishedAt: options.publishedAt,
      keep: (code) => kept.has(code) || (options.knownLeis?.has(code) ?? false),
    }),
    options,
    hooks,
  );
  return [lei, relationships];
}
