/**
 * npm run import -- gleif --lei <file> [--relationships <file>] [--dry-run]
 * npm run import -- offeneregister <file> [--dry-run]
 * Reads open-register files into normalised companies, relationships and officers with a
 * progress bar (position in the stored file, rows read and kept, rows/s, ETA), writes them into
 * the configured store (DATA_DIR / DATABASE_URL) one batch per transaction while servers run,
 * and prints a summary with what was created, updated, merged and skipped.
 */
import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { loadConfig } from '../config';
import { parseImportArgs, USAGE, UsageError } from '../importers/cli-args';
import { parseGoldenCopyName } from '../importers/golden-copy-name';
import { type ImportJob, runImport } from '../importers/run-import';
import { formatSummary, formatWriteCounts } from '../importers/summary';
import { ImportFileError } from '../importers/types';
import { createStoreSink } from '../importers/writer/store-sink';
import { lowerPriority } from '../runtime/priority';
import { openImportStore } from '../store';
import type { ImportStore } from '../store/types';

function absolute(job: ImportJob): ImportJob {
  if (job.source === 'offeneregister') return { ...job, file: resolve(job.file) };
  return {
    ...job,
    leiFile: resolve(job.leiFile),
    relationshipsFile: job.relationshipsFile ? resolve(job.relationshipsFile) : undefined,
  };
}

async function main(argv: string[]): Promise<number> {
  // Relative paths mean the directory npm was called from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let command: ReturnType<typeof parseImportArgs>;
  try {
    command = parseImportArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) process.stderr.write(`import: ${error.message}\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  let store: ImportStore | null = null;
  try {
    const config = loadConfig();
    // Servers on this machine win the cores: before the parser threads start, which inherit it.
    lowerPriority(config.importNice);
    store = command.dryRun ? null : await openImportStore(config.database);
  } catch (error) {
    // No dataset to write into, or an unreachable database: one line, no stack.
    process.stderr.write(`import: ${error instanceof Error ? error.message : error}\n`);
    return 1;
  }
  const sink = store ? createStoreSink(store) : undefined;
  const bar = new cliProgress.SingleBar(
    {
      format:
        ' {file} [{bar}] {percentage}% | {rowsRead} rows read | {rowsKept} kept | {rate} rows/s | ETA {eta_formatted}',
      etaBuffer: 50,
      noTTYOutput: true,
      notTTYSchedule: 5000,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = performance.now();
  // A golden copy named as GLEIF names it says when it was published: its records' source date (docs/decisions/121).
  const publishedAt =
    command.job.source === 'gleif' ? (parseGoldenCopyName(command.job.leiFile)?.publishedAt ?? null) : null;
  const summaries = await runImport(
    absolute(command.job),
    {
      sink,
      batchSize: command.batchSize,
      resumeAfterRow: command.resumeAfterRow,
      workers: command.workers,
      publishedAt,
    },
    {
      onFile: (file) => {
        bar.stop();
        started = performance.now();
        bar.start(1, 0, { file: file.split('/').at(-1), rowsRead: 0, rowsKept: 0, rate: 0 });
      },
      onProgress: (_file, progress) => {
        const seconds = (performance.now() - started) / 1000;
        bar.setTotal(Math.max(1, progress.bytesTotal));
        bar.update(progress.bytesRead, {
          rowsRead: progress.rowsRead.toLocaleString('en-US'),
          rowsKept: progress.rowsKept.toLocaleString('en-US'),
          rate: seconds > 0 ? Math.round(progress.rowsRead / seconds).toLocaleString('en-US') : 0,
        });
      },
    },
  )
    .then(async (result) => {
      // Statistics and country counts follow the new companies once per run.
      await store?.finish();
      return result;
    })
    .finally(async () => {
      bar.stop();
      await store?.close();
    });
  console.log(formatSummary(summaries, command.dryRun));
  if (sink) console.log(formatWriteCounts(sink.counts));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A refused or damaged file ends the run with its one-line reason; anything else is a bug.
    if (error instanceof ImportFileError) console.error(`import: ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
