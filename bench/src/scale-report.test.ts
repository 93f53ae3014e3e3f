import { describe, expect, it } from 'vitest';
import type { LoadReport } from './load';
import type { Quantiles } from './probe';
import type { ServerMemory } from './process-memory';
import { peakMemory, type ScaleReport, type ScaleSize, scaleContext, scaleMarkdown } from './scale-report';
import { earlierSizes } from './scale-reuse';

const GIB = 2 ** 30;
const quantiles = (p99: number, errors = 0): Quantiles => ({ p50: p99 / 4, p99, requests: 1000, errors });
const loop = { delayMs: 5, workMs: 3, cpuWaitMs: 1, controlMs: 1 };
const memory = (pssGiB: number, rssGiB: number): ServerMemory => ({
  pss: pssGiB * GIB,
  rss: rssGiB * GIB,
  pssAnon: pssGiB * 0.25 * GIB,
  pssFile: pssGiB * 0.75 * GIB,
  pssShmem: 0,
  processes: 3,
});

/** A size whose latencies are `factor` times the 1M figures: health p99 4 × factor ms, detail p95 2 × factor ms. */
function size(companies: number, factor: number, pssGiB: number): ScaleSize {
  const load: LoadReport = {
    worstCases: [
      { name: 'a', p50: 10 * factor, p95: 40 * factor, max: 50, overBudget: 0, errors: 0, requests: 20 },
    ],
    neighbours: {
      health: quantiles(4 * factor),
      autocomplete: quantiles(5 * factor),
      worstCaseRequests: 100,
      loop,
    },
    keyword: { single: 500, loaded: 800 / factor, ratio: 1.6 },
    throughputLoop: loop,
    mixed: { seconds: 60, requestsPerSecond: 1200 / factor, errors: 0, non2xx: 0 },
    hostile: {
      health: quantiles(6 * factor),
      autocomplete: quantiles(7 * factor),
      requests: 300,
      errors: 0,
      answers: [],
      loop,
    },
  };
  return {
    companies,
    loadAverage: { min: 1.2, max: 3.4 },
    dataset: { fileBytes: companies * 2500, buildSeconds: companies / 4000, recorded: null },
    startSeconds: companies / 100_000,
    memory: [
      { after: 'the scenarios', memory: memory(pssGiB - 0.5, pssGiB * 2) },
      { after: 'the load phase', memory: memory(pssGiB, pssGiB * 2.5) },
    ],
    scenarios: [
      {
        name: 'trivial route (GET /api/health)',
        target: null,
        http: {
          p50: 0.2 * factor,
          p95: 0.4 * factor,
          p99: 1,
          requestsPerSecond: 9000,
          requests: 9000,
          errors: 0,
        },
      },
      {
        name: 'company detail (all cards)',
        target: { p50: 3, p95: 10, throughput: 3000 },
        http: {
          p50: 1 * factor,
          p95: 2 * factor,
          p99: 3,
          requestsPerSecond: 1000,
          requests: 1000,
          errors: 0,
        },
      },
    ],
    cold: {
      health: quantiles(30 * factor),
      autocomplete: quantiles(35 * factor),
      worstCaseRequests: 50,
      loop,
    },
    load,
  };
}

function report(sizes: ScaleSize[]): ScaleReport {
  return {
    date: '2026-11-30T03:30:00.000Z',
    command: 'npm run bench -- scale --cold',
    machine: { cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, node: 'v20.20.2' },
    seed: 42,
    settings: {
      sizes: sizes.map((s) => s.companies),
      seconds: 10,
      mixedSeconds: 60,
      connections: 8,
      cold: true,
      coldSeconds: 60,
      engineProcess: false,
    },
    sizes,
  };
}

const rowOf = (table: string, figure: string) =>
  table.split('\n').find((line) => line.startsWith(`| ${figure} |`));

describe('the side-by-side table', () => {
  const three = report([size(1_000_000, 1, 2), size(3_600_000, 1.2, 4), size(10_000_000, 1.5, 5.5)]);
  const table = scaleMarkdown(three);

  it('has a column per size with the first as reference, and the targets of the last', () => {
    expect(table.split('\n')[0]).toBe(
      "| figure | 1,000,000 | 3,600,000 (× 1,000,000) | 10,000,000 (× 1,000,000) | issue 34's target at 10,000,000 | verdict |",
    );
  });

  it("gives each figure its ratio to the first size's", () => {
    expect(rowOf(table, 'dataset build with all indexes')).toBe(
      '| dataset build with all indexes | 250 s (4.2 min) | 900 s (15.0 min) (× 3.6) | 2500 s (41.7 min) (× 10.0) | ≤ 45 min | met |',
    );
    expect(rowOf(table, 'company detail (all cards): p50 / p95 ms')).toContain(
      '| 1.00 / 2.00 | 1.20 / 2.40 (× 1.2 / 1.2) | 1.50 / 3.00 (× 1.5 / 1.5) |',
    );
  });

  it('sums the memory from the sample with the most PSS and judges it against 6 GB', () => {
    const pss = rowOf(
      table,
      'PSS of all server processes together (primary, workers and every process below), highest sample',
    );
    expect(pss).toContain(
      '| 2.00 GiB, 3 processes | 4.00 GiB, 3 processes (× 2.0) | 5.50 GiB, 3 processes (× 2.8) | ≤ 6 GB (5.59 GiB) | met |',
    );
    expect(
      rowOf(table, 'RSS of the same processes summed, same sample (counts a shared page in each process)'),
    ).toContain('| 5.00 GiB | 10.00 GiB (× 2.0) | 13.75 GiB (× 2.8) |');
  });

  it("holds the last size's p95 against 1.5 × the 3.6M figure and the scenario's targets", () => {
    expect(rowOf(table, 'company detail (all cards): p50 / p95 ms')).toContain(
      "| p95 ≤ 1.5 × 3.6M's (3.60); ≤ 3 / 10 | met |",
    );
    const slower = report([size(1_000_000, 1, 2), size(3_600_000, 1, 4), size(10_000_000, 1.6, 5.5)]);
    expect(rowOf(scaleMarkdown(slower), 'company detail (all cards): p50 / p95 ms')).toContain(
      "| p95 ≤ 1.5 × 3.6M's (3.00); ≤ 3 / 10 | missed (p95 > 1.5 × 3.6M's) |",
    );
    expect(rowOf(table, 'trivial route (GET /api/health): p50 / p95 ms')).toMatch(/\| – \| reference \|$/);
  });

  it("judges the neighbours' p99 warm (20 ms), cold (50 ms) and beside the hostile mix (20 ms)", () => {
    expect(rowOf(table, '/api/health beside 8 connections of worst cases, warm')).toBe(
      '| /api/health beside 8 connections of worst cases, warm | 4.0 ms | 4.8 ms (× 1.2) | 6.0 ms (× 1.5) | p99 ≤ 20 ms | met |',
    );
    expect(
      rowOf(
        table,
        '/api/health beside 8 connections of worst cases, the first 60 s after a start with an empty page cache',
      ),
    ).toMatch(/\| 45\.0 ms \(× 1\.5\) \| p99 ≤ 50 ms \| met \|$/);
    expect(rowOf(table, '/api/health beside 8 connections of the hostile mix')).toMatch(
      /\| p99 ≤ 20 ms \| met \|$/,
    );
    const loaded = report([size(1_000_000, 1, 2), size(10_000_000, 4, 7)]);
    const missed = scaleMarkdown(loaded);
    expect(rowOf(missed, '/api/health beside 8 connections of the hostile mix')).toBe(
      '| /api/health beside 8 connections of the hostile mix | 6.0 ms | 24.0 ms (× 4.0) | p99 ≤ 20 ms | missed |',
    );
    expect(missed).toContain('| ≤ 6 GB (5.59 GiB) | missed |');
  });

  it('counts a failed probe as a miss even within the time', () => {
    const failing = size(1_000_000, 1, 2);
    failing.load.neighbours.health = quantiles(4, 3);
    expect(
      rowOf(scaleMarkdown(report([failing])), '/api/health beside 8 connections of worst cases, warm'),
    ).toBe(
      '| /api/health beside 8 connections of worst cases, warm | 4.0 ms, 3 failed | p99 ≤ 20 ms | missed |',
    );
  });

  it('says what was not measured: a reused dataset without a record, no --cold', () => {
    const reused = size(1_000_000, 1, 2);
    reused.dataset = { ...reused.dataset, buildSeconds: null, recorded: null };
    reused.cold = null;
    const table = scaleMarkdown(report([reused]));
    expect(rowOf(table, 'dataset build with all indexes')).toBe(
      '| dataset build with all indexes | reused (build time not recorded) | ≤ 45 min | not measured |',
    );
    expect(
      rowOf(
        table,
        '/api/health beside 8 connections of worst cases, the first 60 s after a start with an empty page cache',
      ),
    ).toBe(
      '| /api/health beside 8 connections of worst cases, the first 60 s after a start with an empty page cache | not measured | p99 ≤ 50 ms | not measured |',
    );
  });

  it('names the recorded build time of a reused dataset with its load', () => {
    const reused = size(3_600_000, 1, 4);
    reused.dataset = {
      ...reused.dataset,
      buildSeconds: null,
      recorded: {
        date: '2026-11-29T23:45:00.000Z',
        companies: 3_600_000,
        seed: 42,
        seconds: 3000,
        copySeconds: null,
        loadAverage: { start: 2.25, end: 3.5 },
      },
    };
    expect(rowOf(scaleMarkdown(report([reused])), 'dataset build with all indexes')).toBe(
      '| dataset build with all indexes | reused; built in 3000 s (50.0 min) on 2026-11-29 (load 2.3–3.5) | ≤ 45 min | missed |',
    );
  });

  it('does not hold a p95 against 3.6M when the run has no other 3.6M size', () => {
    const small = scaleMarkdown(report([size(20_000, 1, 1), size(50_000, 1.1, 1.2)]));
    expect(rowOf(small, 'company detail (all cards): p50 / p95 ms')).toMatch(/\| ≤ 3 \/ 10 \| met \|$/);
  });
});

describe('small figures', () => {
  it('are in MiB below one GiB, and a drop keeps two decimals of its ratio', () => {
    const table = scaleMarkdown(report([size(20_000, 1, 0.5), size(50_000, 0.04, 0.75)]));
    expect(
      rowOf(
        table,
        'PSS of all server processes together (primary, workers and every process below), highest sample',
      ),
    ).toContain('| 512 MiB, 3 processes | 768 MiB, 3 processes (× 1.5) |');
    expect(rowOf(table, 'company detail (all cards): p50 / p95 ms')).toContain(
      '| 0.04 / 0.08 (× 0.04 / 0.04) |',
    );
  });
});

describe('peakMemory', () => {
  it('takes the sample with the most PSS, not the most RSS', () => {
    const measured = size(1_000_000, 1, 2);
    measured.memory = [
      { after: 'the scenarios', memory: memory(3, 3) },
      { after: 'the load phase', memory: memory(2, 9) },
    ];
    expect(peakMemory(measured)?.pss).toBe(3 * GIB);
  });
});

describe('the context line', () => {
  it("names each size's load and says when the run stopped before its last size", () => {
    const stopped = report([size(1_000_000, 1, 2)]);
    stopped.settings.sizes = [1_000_000, 3_600_000];
    const context = scaleContext(stopped);
    expect(context).toContain('load average (1 min, sampled every 30 s) by size: 1,000,000: 1.2–3.4');
    expect(context).toContain('stopped after 1 of the 2 sizes asked for (1,000,000, 3,600,000)');
    expect(context).toContain(
      'each size started with an empty page cache (60 s window from its first answer)',
    );
    expect(context).toContain('ENGINE_PROCESS=0: each worker holds its own index');
    stopped.settings.engineProcess = true;
    expect(scaleContext(stopped)).toContain('ENGINE_PROCESS=1: one engine process holds the index');
  });
});

describe('sizes taken from an earlier run (--reuse)', () => {
  const earlier = {
    ...report([size(1_000_000, 1, 2), size(3_600_000, 1.5, 4)]),
    command: 'npm run bench -- scale --cold',
  };

  it('marks each size with the run it came from and names that run in the context line', () => {
    const now = report([]);
    now.settings.sizes = [1_000_000, 3_600_000, 10_000_000];
    now.settings.engineProcess = true;
    const taken = earlierSizes(earlier, now);
    expect([...taken.keys()]).toEqual([1_000_000, 3_600_000]);
    now.sizes = [taken.get(1_000_000)!, taken.get(3_600_000)!, size(10_000_000, 2, 5)];
    const context = scaleContext(now);
    expect(context).toContain('ENGINE_PROCESS=1: one engine process holds the index');
    expect(context).toContain(
      '; 1,000,000 and 3,600,000 taken from the run `npm run bench -- scale --cold` of 2026-11-30 03:30 UTC (ENGINE_PROCESS=0: each worker holds its own index), not run again',
    );
    expect(context).not.toContain('stopped after');
  });

  it('refuses a run made with another seed or other windows, naming the difference', () => {
    const otherSeed = { ...report([]), seed: 7 };
    expect(() => earlierSizes(earlier, otherSeed)).toThrow('--reuse: that run used seed 42, this one 7');
    const shorter = report([]);
    shorter.settings.mixedSeconds = 30;
    expect(() => earlierSizes(earlier, shorter)).toThrow(
      "--reuse: that run's mixedSeconds was 60, this one's is 30",
    );
  });
});
