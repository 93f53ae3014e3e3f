/**
 * The scale bench's figures (`npm run bench -- scale`): every size side by side, each figure's
 * ratio to the first size's, and issue 34's targets judged at the last size.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RecordedBuild } from './dataset';
import type { LoadReport } from './load';
import type { Measurement } from './measure';
import type { Quantiles } from './probe';
import type { ServerMemory } from './process-memory';
import { type BenchReport, ms, ratio, seconds, withBlock } from './report';
import type { Target } from './scenarios';

/** One size's run. */
export interface ScaleSize {
  companies: number;
  /** The 1-minute load average through this size's run: lowest and highest of samples every 30 s. */
  loadAverage: { min: number; max: number };
  dataset: {
    fileBytes: number;
    /** Seconds this run took to generate the dataset; null when it reused one. */
    buildSeconds: number | null;
    /** The build recorded by the run that generated it (this one or an earlier one); null when none was. */
    recorded: RecordedBuild | null;
  };
  /** Seconds from the server's spawn until /api/health answered. */
  startSeconds: number;
  /** The server's processes together, sampled between the measured windows (`after` names the window). */
  memory: { after: string; memory: ServerMemory }[];
  /** Every scenario over HTTP: latency at one connection, throughput at `connections`. */
  scenarios: { name: string; target: Target | null; http: Measurement }[];
  /** Health and autocomplete beside the worst cases from the first answer after a start with an empty page cache; null without --cold. */
  cold: LoadReport['neighbours'] | null;
  load: LoadReport;
  /** Set when the size was taken from an earlier run's JSON (`--reuse`), not run by this one. */
  earlier?: { date: string; command: string; engineProcess: boolean };
}

export interface ScaleReport {
  date: string;
  command: string;
  machine: Omit<BenchReport['machine'], 'loadAverage'>;
  seed: number;
  settings: {
    /** The sizes the run was asked for, in order; `sizes` holds those measured so far. */
    sizes: number[];
    seconds: number;
    mixedSeconds: number;
    connections: number;
    cold: boolean;
    coldSeconds: number;
    /** The server's ENGINE_PROCESS: one engine process holds the index (true), or each worker its own. */
    engineProcess: boolean;
  };
  sizes: ScaleSize[];
}

/** Issue 34's targets at 10M companies on the 2-core, 24 GB machine, judged at the run's last size. */
export const SCALE_TARGETS = {
  buildSeconds: 45 * 60,
  /** "RSS of all server processes together ≤ 6 GB", counted as PSS (docs/decisions/211), 6 × 10⁹ bytes. */
  pssBytes: 6e9,
  /** Each scenario's p95 at most this many times its figure at 3.6M, when the run has that size. */
  p95AgainstReference: 1.5,
  warmP99Ms: 20,
  coldP99Ms: 50,
  hostileP99Ms: 20,
} as const;

/** The size whose p95 the last size's is held against (the seed's full dataset). */
const REFERENCE_SIZE = 3_600_000;

interface Row {
  figure: string;
  cells: string[];
  target: string;
  verdict: string;
}

/** Bytes in GiB, or in MiB below one GiB (the small sizes of a trial run). */
const gib = (bytes: number) =>
  bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(2)} GiB` : `${Math.round(bytes / 2 ** 20)} MiB`;
const oneDecimal = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const judge = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'missed');
const count = (value: number) => value.toLocaleString('en-US');

/** Each size's cell: the figure, and after the first size its ratio to the first size's figure. */
function cells(
  sizes: ScaleSize[],
  value: (size: ScaleSize) => number | null,
  text: (value: number, size: ScaleSize) => string,
  missing = '–',
): string[] {
  const first = sizes[0] ? value(sizes[0]) : null;
  return sizes.map((size, i) => {
    const figure = value(size);
    if (figure === null) return missing;
    const shown = text(figure, size);
    return i === 0 || first === null ? shown : `${shown} (× ${ratio(figure, first)})`;
  });
}

/** The sample with the most PSS: the server's largest footprint seen. */
export function peakMemory(size: ScaleSize): ServerMemory | null {
  return size.memory.reduce<ServerMemory | null>(
    (peak, { memory }) => (peak === null || memory.pss > peak.pss ? memory : peak),
    null,
  );
}

const builtSeconds = (size: ScaleSize) => size.dataset.buildSeconds ?? size.dataset.recorded?.seconds ?? null;

function buildText(value: number, size: ScaleSize): string {
  const recorded = size.dataset.recorded;
  if (size.dataset.buildSeconds !== null || !recorded) return seconds(value);
  const load = `load ${oneDecimal(recorded.loadAverage.start)}–${oneDecimal(recorded.loadAverage.end)}`;
  return `reused; built in ${seconds(value)} on ${recorded.date.slice(0, 10)} (${load})`;
}

function datasetRows(sizes: ScaleSize[], last: ScaleSize): Row[] {
  const memoryRow = (figure: string, part: (memory: ServerMemory) => number | null): Row => ({
    figure,
    cells: cells(
      sizes,
      (size) => {
        const peak = peakMemory(size);
        return peak ? part(peak) : null;
      },
      gib,
    ),
    target: '–',
    verdict: 'reference',
  });
  const lastPeak = peakMemory(last);
  const lastBuild = builtSeconds(last);
  return [
    {
      figure: 'dataset build with all indexes',
      cells: cells(sizes, builtSeconds, buildText, 'reused (build time not recorded)'),
      target: `≤ ${SCALE_TARGETS.buildSeconds / 60} min`,
      verdict: judge(lastBuild === null ? null : lastBuild <= SCALE_TARGETS.buildSeconds),
    },
    {
      figure: 'dataset file',
      cells: cells(sizes, (size) => size.dataset.fileBytes, gib),
      target: '–',
      verdict: 'reference',
    },
    {
      figure: 'server start until /api/health answers',
      cells: cells(
        sizes,
        (size) => size.startSeconds,
        (value) => `${value.toFixed(1)} s`,
      ),
      target: '–',
      verdict: 'reference',
    },
    {
      figure:
        'PSS of all server processes together (primary, workers and every process below), highest sample',
      cells: cells(
        sizes,
        (size) => peakMemory(size)?.pss ?? null,
        (value, size) => `${gib(value)}, ${peakMemory(size)?.processes} processes`,
      ),
      target: `≤ 6 GB (${gib(SCALE_TARGETS.pssBytes)})`,
      verdict: judge(lastPeak ? lastPeak.pss <= SCALE_TARGETS.pssBytes : null),
    },
    memoryRow('… of it anonymous (heaps, typed arrays, SQLite page caches)', (memory) => memory.pssAnon),
    memoryRow('… of it file-backed (the mapped dataset, binaries)', (memory) => memory.pssFile),
    memoryRow(
      'RSS of the same processes summed, same sample (counts a shared page in each process)',
      (memory) => memory.rss,
    ),
  ];
}

function scenarioRows(sizes: ScaleSize[], last: ScaleSize): Row[] {
  const reference = sizes.find((size) => size.companies === REFERENCE_SIZE && size !== last);
  const find = (size: ScaleSize, name: string) => size.scenarios.find((scenario) => scenario.name === name);
  return (sizes[0]?.scenarios ?? []).map(({ name, target }) => {
    const measured = (size: ScaleSize) => find(size, name)?.http ?? null;
    const first = measured(sizes[0]!);
    const row = sizes.map((size, i) => {
      const http = measured(size);
      if (!http) return '–';
      const shown = `${ms(http.p50)} / ${ms(http.p95)}`;
      return i === 0 || !first
        ? shown
        : `${shown} (× ${ratio(http.p50, first.p50)} / ${ratio(http.p95, first.p95)})`;
    });
    const http = measured(last);
    const referenceP95 = reference ? measured(reference)?.p95 : undefined;
    const limit = referenceP95 === undefined ? null : SCALE_TARGETS.p95AgainstReference * referenceP95;
    const targetText = [
      limit === null ? null : `p95 ≤ ${SCALE_TARGETS.p95AgainstReference} × 3.6M's (${ms(limit)})`,
      target ? `≤ ${target.p50} / ${target.p95}` : null,
    ].filter(Boolean);
    if (!target || !http)
      return {
        figure: `${name}: p50 / p95 ms`,
        cells: row,
        target: '–',
        verdict: http ? 'reference' : 'not measured',
      };
    const misses = [
      limit !== null && http.p95 > limit ? `p95 > ${SCALE_TARGETS.p95AgainstReference} × 3.6M's` : null,
      http.p50 > target.p50 ? `p50 > ${target.p50}` : null,
      http.p95 > target.p95 ? `p95 > ${target.p95}` : null,
      http.errors > 0 ? 'errors' : null,
    ].filter(Boolean);
    return {
      figure: `${name}: p50 / p95 ms`,
      cells: row,
      target: targetText.join('; '),
      verdict: misses.length === 0 ? 'met' : `missed (${misses.join(', ')})`,
    };
  });
}

/** A neighbour's p99 at each size, judged against `limitMs` at the last. */
function p99Row(
  sizes: ScaleSize[],
  figure: string,
  quantiles: (size: ScaleSize) => Quantiles | null | undefined,
  limitMs: number,
): Row {
  const last = quantiles(sizes.at(-1)!);
  return {
    figure,
    cells: cells(
      sizes,
      (size) => quantiles(size)?.p99 ?? null,
      (value, size) =>
        `${oneDecimal(value)} ms${quantiles(size)?.errors ? `, ${quantiles(size)?.errors} failed` : ''}`,
      'not measured',
    ),
    target: `p99 ≤ ${limitMs} ms`,
    verdict: judge(last ? last.p99 <= limitMs && last.errors === 0 : null),
  };
}

function loadRows(report: ScaleReport): Row[] {
  const { sizes, settings } = report;
  const c = settings.connections;
  /** Health and autocomplete beside a window's load, each judged against `limitMs`. */
  const neighbourRows = (
    window: string,
    neighbours: (size: ScaleSize) => { health: Quantiles; autocomplete?: Quantiles } | null,
    limitMs: number,
  ) => [
    p99Row(sizes, `/api/health beside ${window}`, (size) => neighbours(size)?.health, limitMs),
    p99Row(sizes, 'autocomplete beside the same', (size) => neighbours(size)?.autocomplete, limitMs),
  ];
  const highestWorstP95 = (size: ScaleSize) => Math.max(...size.load.worstCases.map((worst) => worst.p95));
  return [
    {
      figure: 'worst cases one at a time: highest p95 (ms)',
      cells: cells(sizes, highestWorstP95, oneDecimal),
      target: '–',
      verdict: 'reference',
    },
    ...neighbourRows(
      `${c} connections of worst cases, warm`,
      (size) => size.load.neighbours,
      SCALE_TARGETS.warmP99Ms,
    ),
    ...neighbourRows(
      `${c} connections of worst cases, the first ${settings.coldSeconds} s after a start with an empty page cache`,
      (size) => size.cold,
      SCALE_TARGETS.coldP99Ms,
    ),
    ...neighbourRows(
      `${c} connections of the hostile mix`,
      (size) => size.load.hostile,
      SCALE_TARGETS.hostileP99Ms,
    ),
    {
      figure: `keyword search req/s at ${c} connections`,
      cells: cells(
        sizes,
        (size) => size.load.keyword.loaded,
        (value) => count(Math.round(value)),
      ),
      target: '–',
      verdict: 'reference',
    },
    {
      figure: `mixed load req/s (${settings.mixedSeconds} s)`,
      cells: cells(
        sizes,
        (size) => size.load.mixed.requestsPerSecond,
        (value, size) =>
          `${count(Math.round(value))}, ${size.load.mixed.errors + size.load.mixed.non2xx} errors`,
      ),
      target: '–',
      verdict: 'reference',
    },
  ];
}

/** The side-by-side table: a row per figure, a column per size, the targets judged at the last size. */
export function scaleMarkdown(report: ScaleReport): string {
  const { sizes } = report;
  const last = sizes.at(-1);
  if (!last) return 'No size was measured.';
  const rows = [...datasetRows(sizes, last), ...scenarioRows(sizes, last), ...loadRows(report)];
  const header = sizes.map(
    (size, i) => `${count(size.companies)}${i === 0 ? '' : ` (× ${count(sizes[0]!.companies)})`}`,
  );
  return [
    `| figure | ${header.join(' | ')} | issue 34's target at ${count(last.companies)} | verdict |`,
    `| --- | ${sizes.map(() => '--:').join(' | ')} | --- | --- |`,
    ...rows.map((row) => `| ${row.figure} | ${row.cells.join(' | ')} | ${row.target} | ${row.verdict} |`),
  ].join('\n');
}

const engineText = (engineProcess: boolean) =>
  engineProcess
    ? 'ENGINE_PROCESS=1: one engine process holds the index'
    : 'ENGINE_PROCESS=0: each worker holds its own index';

/** Which sizes came from earlier runs (`--reuse`), and those runs. */
function earlierText(sizes: readonly ScaleSize[]): string {
  const runs = new Map<string, { run: NonNullable<ScaleSize['earlier']>; sizes: number[] }>();
  for (const size of sizes) {
    if (!size.earlier) continue;
    const run = runs.get(size.earlier.date) ?? { run: size.earlier, sizes: [] };
    run.sizes.push(size.companies);
    runs.set(size.earlier.date, run);
  }
  return [...runs.values()]
    .map(
      ({ run, sizes: taken }) =>
        `; ${taken.map(count).join(' and ')} taken from the run \`${run.command}\` of ${run.date.slice(0, 16).replace('T', ' ')} UTC (${engineText(run.engineProcess)}), not run again`,
    )
    .join('');
}

/** The line above the table: the command, the machine, the settings and each size's load. */
export function scaleContext(report: ScaleReport): string {
  const { machine, settings } = report;
  const loads = report.sizes
    .map(
      (size) =>
        `${count(size.companies)}: ${oneDecimal(size.loadAverage.min)}–${oneDecimal(size.loadAverage.max)}`,
    )
    .join(', ');
  return (
    `\`${report.command}\`: ${report.date.slice(0, 10)}, seed ${report.seed}, ${machine.cpus} × ${machine.cpuModel}, ` +
    `${machine.memoryGiB} GiB, Node ${machine.node}; server as \`npm start\` runs it (compiled, WORKERS = the cores, ` +
    `${engineText(settings.engineProcess)}), ` +
    `bench client on the same machine; per scenario a 3 s warm-up, ${settings.seconds} s at 1 connection (p50, p95) ` +
    `and ${settings.seconds} s at ${settings.connections}; load-phase windows ${settings.seconds} s, mixed load ${settings.mixedSeconds} s; ` +
    `memory: the highest of samples after the scenarios and after the load phase; ` +
    `${settings.cold ? `each size started with an empty page cache (${settings.coldSeconds} s window from its first answer)` : 'warm starts only (no --cold)'}; ` +
    `load average (1 min, sampled every 30 s) by size: ${loads}` +
    earlierText(report.sizes) +
    (report.sizes.length < settings.sizes.length
      ? `; stopped after ${report.sizes.length} of the ${settings.sizes.length} sizes asked for (${settings.sizes.map(count).join(', ')})`
      : '')
  );
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Writes the JSON under bench/results/ and the `bench:scale` block of docs/benchmarks.md; prints the table. */
export function writeScaleReport(report: ScaleReport): void {
  const markdown = `${scaleContext(report)}\n\n${scaleMarkdown(report)}`;
  // Named by the sizes asked for: the file written after each size is replaced by the next.
  const engine = report.settings.engineProcess ? '-engine-process' : '';
  const name = `${report.date.slice(0, 10)}-scale-${report.settings.sizes.join('-')}${engine}.json`;
  const file = join(ROOT, 'bench', 'results', name);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  const tablesPath = join(ROOT, 'docs', 'benchmarks.md');
  writeFileSync(tablesPath, withBlock(readFileSync(tablesPath, 'utf8'), 'scale', markdown));
  console.log(`\n${markdown}\n\nResults written to ${file} and docs/benchmarks.md`);
}
