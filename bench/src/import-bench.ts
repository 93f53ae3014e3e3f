/**
 * npm run bench -- import [--rows 1000000 --workers N --keep]
 * Writes a GLEIF golden-copy-shaped LEI-CDF CSV (every column, every field quoted, ~9 % of rows
 * in AT/DE/CH like the real file) into a temp dir, then reads it with the import reader in a
 * fresh process (dry run: read, validate, normalise) and reports rows/s and peak RSS.
 * Targets: ≥ 20,000 rows/s read, peak RSS < 1 GiB.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultWorkers, GLEIF_L1_COLUMNS, runImport } from '@fd/server';
import { writeGleifCsv } from './import-bench-data';

const TARGET_ROWS_PER_SECOND = 20_000;
const TARGET_RSS_MIB = 1024;

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    keep: { type: 'boolean', default: false },
    read: { type: 'string' },
    workers: { type: 'string' },
  },
});

/** The measured part, in its own process so that peak RSS is the reader's alone. */
async function read(path: string): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const workers = args.workers === undefined ? defaultWorkers() : Number(args.workers);
  const [summary] = await runImport({ source: 'gleif', leiFile: path }, { workers });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const peakRssMiB = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ...summary.progress, seconds, cpuSeconds, peakRssMiB, workers }));
}

async function main(): Promise<void> {
  if (args.read) return read(args.read);
  const rows = Number(args.rows);
  if (!Number.isInteger(rows) || rows < 1)
    throw new Error('usage: npm run bench -- import [--rows 1000000 --workers N --keep]');
  const dir = mkdtempSync(join(tmpdir(), 'fd-import-bench-'));
  const path = join(dir, 'gleif-lei-bench.csv');
  try {
    let started = performance.now();
    console.log(
      `Writing ${rows.toLocaleString('en-US')} GLEIF rows (${GLEIF_L1_COLUMNS.length} columns) to ${path} …`,
    );
    await writeGleifCsv(path, rows);
    const size = statSync(path).size;
    console.log(
      `  ${(size / 2 ** 20).toFixed(0)} MiB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log('Reading it (dry run) in a fresh process …');
    started = performance.now();
    const readArgs = ['--import', 'tsx', import.meta.filename, '--read', path];
    if (args.workers !== undefined) readArgs.push('--workers', args.workers);
    const child = spawnSync(process.execPath, readArgs, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 20,
    });
    if (child.status !== 0) throw new Error(`the reader exited with ${child.status}`);
    const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
      rowsRead: number;
      rowsKept: number;
      rowsSkipped: number;
      seconds: number;
      cpuSeconds: number;
      peakRssMiB: number;
      workers: number;
    };
    const rate = result.rowsRead / result.seconds;
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      [
        `machine      ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
        `file         ${rows.toLocaleString('en-US')} rows, ${(size / 2 ** 20).toFixed(0)} MiB plain CSV`,
        `read         ${result.workers} worker thread(s): ${result.rowsRead.toLocaleString('en-US')} rows in ${result.seconds.toFixed(1)} s, ${result.rowsKept.toLocaleString('en-US')} kept (AT/DE/CH), ${result.rowsSkipped} skipped`,
        `throughput   ${Math.round(rate).toLocaleString('en-US')} rows/s (${(size / 2 ** 20 / result.seconds).toFixed(0)} MiB/s); target ≥ ${TARGET_ROWS_PER_SECOND.toLocaleString('en-US')}: ${verdict(rate >= TARGET_ROWS_PER_SECOND)}`,
        `cpu time     ${result.cpuSeconds.toFixed(1)} s: ${Math.round(result.rowsRead / result.cpuSeconds).toLocaleString('en-US')} rows per CPU second (wall time suffers when other work shares the cores; load average ${loadavg()[0].toFixed(1)})`,
        `peak RSS     ${result.peakRssMiB.toFixed(0)} MiB; target < ${TARGET_RSS_MIB} MiB: ${verdict(result.peakRssMiB < TARGET_RSS_MIB)}`,
      ].join('\n'),
    );
  } finally {
    if (args.keep) console.log(`kept ${path}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();
