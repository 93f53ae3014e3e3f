import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type LoadReport, loadMarkdown } from './load';
import type { Measurement } from './measure';
import type { Target } from './scenarios';

export interface BenchReport {
  date: string;
  engine: 'sqlite' | 'postgres';
  /** The command that reproduces the figures. */
  command: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  dataset: { companies: number; seed: number; databaseBytes: number | null; loadSeconds: number | null };
  settings: { seconds: number; connections: number };
  results: { name: string; target: Target | null; http: Measurement; direct: Measurement }[];
  /** The process-model phase: worst cases, neighbours, keyword scaling, mixed load. */
  load?: LoadReport;
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

export function writeReport(report: BenchReport): void {
  const table = markdownTable(report);
  const { machine, dataset, settings } = report;
  const context =
    `Engine ${report.engine}, \`${report.command}\`: ` +
    `${report.date.slice(0, 10)}, ${dataset.companies.toLocaleString('en-US')} companies (seed ${dataset.seed}), ` +
    `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
    `autocannon per scenario: ${settings.seconds} s with 1 connection (latency) and ${settings.seconds} s with ${settings.connections} (throughput); ` +
    `server as \`npm start\` runs it (compiled, WORKERS = the cores, LOG_LEVEL=warn, RATE_LIMIT_FACTOR=1000000 so that one client is not refused), bench client on the same machine, nothing else running` +
    (dataset.loadSeconds ? `; dataset loaded with all indexes in ${dataset.loadSeconds.toFixed(0)} s` : '') +
    (dataset.databaseBytes ? `; database ${(dataset.databaseBytes / 2 ** 30).toFixed(1)} GiB` : '');
  console.log(`\n${context}\n\n${table}\n`);
  const file = join(ROOT, 'bench', 'results', `${report.date.slice(0, 10)}-${report.engine}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${file}`);
  const tablesPath = join(ROOT, 'docs', 'benchmarks.md');
  const tables = readFileSync(tablesPath, 'utf8');
  // One block per engine, so that both tables stand side by side.
  const start = `<!-- bench:${report.engine}:start -->`;
  const end = `<!-- bench:${report.engine}:end -->`;
  const block = `${start}\n${context}\n\n${table}\n${end}`;
  const existing = new RegExp(`${start}[\\s\\S]*${end}`);
  const updated = existing.test(tables)
    ? tables.replace(existing, block)
    : `${tables.trimEnd()}\n\n${block}\n`;
  writeFileSync(
    tablesPath,
    report.load
      ? withBlock(
          updated,
          `load:${report.engine}`,
          `${context}\n\n${loadMarkdown(report.load, settings.connections)}`,
        )
      : updated,
  );
  if (report.load) console.log(`\n${loadMarkdown(report.load, settings.connections)}\n`);
}

/** Replaces (or appends) the block between `<!-- bench:<name>:start/end -->` in docs/benchmarks.md. */
export function withBlock(tables: string, name: string, content: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${content}\n${end}`;
  const existing = new RegExp(`${start}[\\s\\S]*${end}`);
  return existing.test(tables) ? tables.replace(existing, block) : `${tables.trimEnd()}\n\n${block}\n`;
}
