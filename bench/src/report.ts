import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { FirstStart } from './first-start';
import { type LoadReport, loadMarkdown } from './load';
import type { Measurement } from './measure';
import type { Target } from './scenarios';

export interface BenchReport {
  date: string;
  engine: 'sqlite' | 'postgres';
  /** The command that reproduces the figures. */
  command: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    /** The 1-minute load average, lowest and highest of samples every 30 s through the run (other work on the machine). */
    loadAverage?: { min: number; max: number };
  };
  dataset: { companies: number; seed: number; databaseBytes: number | null; loadSeconds: number | null };
  settings: { seconds: number; connections: number };
  results: { name: string; target: Target | null; http: Measurement; direct: Measurement }[];
  /** The process-model phase: worst cases, neighbours, keyword scaling, mixed load. */
  load?: LoadReport;
  /** PostgreSQL only: the copy into it, its size, the replicas read and the first start's index build. */
  postgres?: {
    databaseBytes: number;
    /** Seconds the generated dataset took to copy into PostgreSQL; null when it was there already. */
    copySeconds: number | null;
    /** DATABASE_REPLICA_URLS as host/database, passed on to the server: the local index build reads from them. */
    replicas: string[];
    /** Null with --keep-index: the server started on the index it had. */
    firstStart: FirstStart | null;
  };
}

const ROOT = resolve(import.meta.dirname, '../..');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
/** A ratio, or '–' when the reference is too small to divide by (answers served from memory). */
const ratio = (value: number, reference: number) =>
  reference >= 0.01 ? (value / reference).toFixed(1) : '–';

function verdict(target: Target | null, http: Measurement): string {
  if (!target) return 'reference';
  const misses = [
    http.p50 > target.p50 ? `p50 > ${target.p50}` : null,
    http.p95 > target.p95 ? `p95 > ${target.p95}` : null,
    target.throughput && http.requestsPerSecond < target.throughput ? `< ${target.throughput} req/s` : null,
    http.errors > 0 ? 'errors' : null,
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed (${misses.join(', ')})`;
}

export function markdownTable(report: BenchReport): string {
  const trivial = report.results.find((r) => r.target === null)?.http.p50 ?? Number.NaN;
  const header =
    `| scenario | p50 ms | p95 ms | p99 ms | req/s (${report.settings.connections} conn.) | p50 ms at ${report.settings.connections} conn. | errors | store p50 ms | × store | × trivial route | target p50 / p95 / req/s | verdict |\n` +
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- | --- |';
  const rows = report.results.map(({ name, target, http, direct }) =>
    [
      name,
      ms(http.p50),
      ms(http.p95),
      ms(http.p99),
      Math.round(http.requestsPerSecond).toLocaleString('en-US'),
      ms(http.loadedP50 ?? Number.NaN),
      http.errors,
      ms(direct.p50),
      ratio(http.p50, direct.p50),
      target ? ratio(http.p50, trivial) : '1.0',
      target ? `${target.p50} / ${target.p95} / ${target.throughput ?? '–'}` : '–',
      verdict(target, http),
    ].join(' | '),
  );
  return `${header}\n${rows.map((row) => `| ${row} |`).join('\n')}`;
}

const seconds = (value: number) =>
  `${value.toFixed(0)} s${value >= 120 ? ` (${(value / 60).toFixed(1)} min)` : ''}`;
const mib = (value: number | null) =>
  value === null ? '–' : `${Math.round(value).toLocaleString('en-US')} MiB`;

/** The PostgreSQL run's loading and first start: the copy into PostgreSQL and the local index build. */
export function postgresMarkdown(report: BenchReport): string {
  const pg = report.postgres;
  if (!pg) return '';
  const first = pg.firstStart;
  const readFrom =
    pg.replicas.length === 0
      ? 'the primary (no DATABASE_REPLICA_URLS)'
      : `replicas ${pg.replicas.join(', ')}`;
  const rows = [
    `| generating the dataset into a local SQLite file, all indexes | ${report.dataset.loadSeconds === null ? 'there already' : seconds(report.dataset.loadSeconds)} | – | reference |`,
    `| copying it into PostgreSQL (COPY, one transaction) | ${pg.copySeconds === null ? 'there already' : seconds(pg.copySeconds)} | – | reference |`,
    `| PostgreSQL database size | ${(pg.databaseBytes / 2 ** 30).toFixed(1)} GiB | – | reference |`,
    first
      ? `| first start: local index built from PostgreSQL, read from ${readFrom}; peak RSS of the primary | ${seconds(first.indexSeconds)}; ${mib(first.indexPeakRssMiB)} | ≤ 10 min | ${first.indexSeconds <= 600 ? 'met' : 'missed'} |`
      : '| first start: local index built from PostgreSQL | not measured (--keep-index) | ≤ 10 min | – |',
    first
      ? `| first start until /api/health answers (index build, then the workers' start); peak RSS of each worker | ${seconds(first.startSeconds)}; ${first.workerPeakRssMiB.map(mib).join(', ') || '–'} | – | reference |`
      : null,
  ].filter((row) => row !== null);
  return [
    '| loading and first start | figure | target | verdict |',
    '| --- | --: | --- | --- |',
    ...rows,
  ].join('\n');
}

export function writeReport(report: BenchReport): void {
  const table = markdownTable(report) + (report.postgres ? `\n\n${postgresMarkdown(report)}` : '');
  const { machine, dataset, settings } = report;
  const context =
    `Engine ${report.engine}, \`${report.command}\`: ` +
    `${report.date.slice(0, 10)}, ${dataset.companies.toLocaleString('en-US')} companies (seed ${dataset.seed}), ` +
    `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
    `autocannon per scenario: ${settings.seconds} s with 1 connection (latency) and ${settings.seconds} s with ${settings.connections} (throughput); ` +
    `server as \`npm start\` runs it (compiled, WORKERS = the cores, LOG_LEVEL=warn, RATE_LIMIT_FACTOR=1000000 so that one client is not refused), bench client on the same machine, ` +
    (machine.loadAverage
      ? `load average ${machine.loadAverage.min.toFixed(1)}–${machine.loadAverage.max.toFixed(1)} through the run (1 min, sampled every 30 s)`
      : 'nothing else running') +
    (dataset.loadSeconds ? `; dataset loaded with all indexes in ${dataset.loadSeconds.toFixed(0)} s` : '') +
    (dataset.databaseBytes
      ? `; ${report.postgres ? 'local index' : 'database'} ${(dataset.databaseBytes / 2 ** 30).toFixed(1)} GiB`
      : '') +
    (report.postgres
      ? `; PostgreSQL database ${(report.postgres.databaseBytes / 2 ** 30).toFixed(1)} GiB`
      : '');
  console.log(`\n${context}\n\n${table}\n`);
  // One file and one block per engine and size, so that a run at one size leaves the other's.
  const size = `${report.engine}-${dataset.companies}`;
  const file = join(ROOT, 'bench', 'results', `${report.date.slice(0, 10)}-${size}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${file}`);
  const tablesPath = join(ROOT, 'docs', 'benchmarks.md');
  writeFileSync(tablesPath, withReport(readFileSync(tablesPath, 'utf8'), report, context, table));
  if (report.load) console.log(`\n${loadMarkdown(report.load, settings.connections)}\n`);
}

/**
 * docs/benchmarks.md with the run's blocks replaced (or appended): `bench:<engine>:<companies>`
 * (the scenario table, on PostgreSQL with the loading and first start) and
 * `bench:load:<engine>:<companies>` (the load phase). A run at one size leaves another size's blocks.
 */
export function withReport(tables: string, report: BenchReport, context: string, table: string): string {
  const blockName = `${report.engine}:${report.dataset.companies}`;
  const updated = withBlock(tables, blockName, `${context}\n\n${table}`);
  return report.load
    ? withBlock(
        updated,
        `load:${blockName}`,
        `${context}\n\n${loadMarkdown(report.load, report.settings.connections)}`,
      )
    : updated;
}

/** Replaces (or appends) the block between `<!-- bench:<name>:start/end -->` in docs/benchmarks.md. */
function withBlock(tables: string, name: string, content: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${content}\n${end}`;
  const existing = new RegExp(`${start}[\\s\\S]*${end}`);
  return existing.test(tables) ? tables.replace(existing, block) : `${tables.trimEnd()}\n\n${block}\n`;
}

/** Samples the 1-minute load average every 30 s from now on; `range()` gives the lowest and highest so far. */
export function sampleLoadAverage(): { range(): { min: number; max: number } } {
  const samples = [loadavg()[0]!];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 30_000);
  timer.unref();
  return {
    range: () => ({ min: Math.min(...samples, loadavg()[0]!), max: Math.max(...samples, loadavg()[0]!) }),
  };
}
