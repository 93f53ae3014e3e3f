/**
 * One source's sync run: plan (full or delta), fetch what is new, check it whole, import it
 * through the importers and the import writer (so changes land in the company history and the
 * change sequence, as with `npm run import`), and record the run with its outcome.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AppConfig } from '../config';
import { runImport } from '../importers/run-import';
import type { DachCountry, ImportProgress } from '../importers/types';
import { createStoreSink, emptyCounts, type WriteCounts } from '../importers/writer/store-sink';
import { openImportStore } from '../store';
import type { ImportStore, SyncKind, SyncRunResult, SyncSourceName, SyncStore } from '../store/types';
import { type DownloadSettings, download } from './download';
import type { Fetched, RegisterSource } from './source';

/** A sync that imported data, or found nothing new published: both mean the data is current. */
export const CURRENT = ['succeeded', 'unchanged'] as const;

export interface SyncUi {
  line(text: string): void;
  downloadStarted(label: string): void;
  downloadProgress(received: number, total: number | null): void;
  importStarted(file: string): void;
  importProgress(progress: ImportProgress): void;
  /** A progress display ends (before the next line is printed). */
  done(): void;
}

export interface SourceRunContext {
  config: AppConfig;
  store: SyncStore;
  holder: string;
  full: boolean;
  countries: readonly DachCountry[];
  ui: SyncUi;
  /** Aborted when the run must stop (a signal, the lease lost). */
  signal: AbortSignal;
  settings: Omit<DownloadSettings, 'signal'>;
  now(): Date;
}

export interface SourceRunReport extends SyncRunResult {
  source: SyncSourceName;
  kind: SyncKind;
  deltaWindow: string | null;
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 1000);

/** Removes a source's earlier downloads and partial files, keeping `keep`. */
function cleanDownloads(directory: string, keep: readonly string[]): void {
  const kept = new Set(keep.map((file) => basename(file)));
  for (const name of readdirSync(directory))
    if (!kept.has(name)) rmSync(join(directory, name), { force: true, recursive: true });
}

async function importFiles(
  fetched: Extract<Fetched, { kind: 'files' }>,
  context: SourceRunContext,
  counts: { rowsRead: number; rowsKept: number; writes: WriteCounts },
): Promise<void> {
  const knownLeis = fetched.job.source === 'gleif' ? await context.store.knownLeis() : undefined;
  let store: ImportStore | null = null;
  try {
    store = await openImportStore(context.config.database, () => {});
    const sink = createStoreSink(store);
    counts.writes = sink.counts;
    let before = { rowsRead: 0, rowsKept: 0 };
    await runImport(
      fetched.job,
      { sink, publishedAt: fetched.publishedAt, countries: context.countries, knownLeis },
      {
        onFile: (file) => {
          context.ui.importStarted(basename(file));
          before = { rowsRead: counts.rowsRead, rowsKept: counts.rowsKept };
        },
        onProgress: (_file, progress) => {
          context.signal.throwIfAborted();
          counts.rowsRead = before.rowsRead + progress.rowsRead;
          counts.rowsKept = before.rowsKept + progress.rowsKept;
          context.ui.importProgress(progress);
        },
      },
    );
    // Statistics, counts and the sources' company figures follow, on every server.
    await store.finish();
  } finally {
    context.ui.done();
    await store?.close();
  }
}

export async function runSource(source: RegisterSource, context: SourceRunContext): Promise<SourceRunReport> {
  const last = await context.store.lastRun(source.name, CURRENT);
  const plan = source.plan(last, context.now(), context.full);
  const startedAt = context.now();
  const runId = await context.store.startRun({
    source: source.name,
    kind: plan.kind,
    deltaWindow: plan.deltaWindow,
    startedAt: startedAt.toISOString(),
    holder: context.holder,
  });
  const clock = performance.now();
  const counts = { rowsRead: 0, rowsKept: 0, writes: emptyCounts() };
  let fetched: Fetched | null = null;
  let error: string | null = null;
  try {
    const directory = join(context.config.dataDir, 'downloads', source.name);
    mkdirSync(directory, { recursive: true });
    fetched = await source.fetch(plan, last, {
      config: context.config,
      download: ({ label, ...job }) => {
        context.ui.downloadStarted(label);
        return download(
          {
            ...job,
            directory,
            onProgress: (received, total) => context.ui.downloadProgress(received, total),
          },
          { ...context.settings, signal: context.signal },
        ).finally(() => context.ui.done());
      },
    });
    if (fetched.kind === 'files') {
      await source.check(fetched);
      await importFiles(fetched, context, counts);
      cleanDownloads(directory, fetched.files);
    }
  } catch (failure) {
    error = describe(failure);
  }
  const result: SyncRunResult = {
    outcome: error ? 'failed' : fetched?.kind === 'unchanged' ? 'unchanged' : 'succeeded',
    finishedAt: context.now().toISOString(),
    publishedAt: fetched?.publishedAt ?? null,
    bytes: fetched?.kind === 'files' ? fetched.bytes : 0,
    rowsRead: counts.rowsRead,
    rowsKept: counts.rowsKept,
    created: counts.writes.created,
    changed: counts.writes.updated,
    unchanged: counts.writes.unchanged,
    durationMs: Math.round(performance.now() - clock),
    error,
    validators: fetched?.validators ?? null,
  };
  await context.store.finishRun(runId, result);
  return { ...result, source: source.name, kind: plan.kind, deltaWindow: plan.deltaWindow };
}
