import { describe, expect, it } from 'vitest';
import type { FirstStart } from './first-start';
import { type BenchReport, postgresMarkdown, withReport } from './report';

function report(companies: number, firstStart: FirstStart | null): BenchReport {
  return {
    date: '2026-11-29T16:00:00.000Z',
    engine: 'postgres',
    command: `npm run bench -- --companies ${companies} --engine postgres`,
    machine: { cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, node: 'v20.20.2' },
    dataset: { companies, seed: 42, databaseBytes: 2 ** 30, loadSeconds: 700 },
    settings: { seconds: 5, connections: 8 },
    results: [],
    postgres: { databaseBytes: 10 * 2 ** 30, copySeconds: 1234.5, replicas: [], firstStart },
  };
}

const FIRST_START: FirstStart = {
  indexSeconds: 654.3,
  indexPeakRssMiB: 1536.4,
  startSeconds: 700.2,
  workerPeakRssMiB: [2400, 2500.6],
};

describe('the PostgreSQL loading and first start table', () => {
  it('names the copy, the database size, the index build with its peak memory and its verdict', () => {
    const table = postgresMarkdown(report(3_600_000, FIRST_START));
    expect(table).toContain('| copying it into PostgreSQL (COPY, one transaction) | 1235 s (20.6 min) |');
    expect(table).toContain('| PostgreSQL database size | 10.0 GiB |');
    expect(table).toContain(
      'read from the primary (no DATABASE_REPLICA_URLS); peak RSS of the primary | 654 s (10.9 min); 1,536 MiB | ≤ 10 min | missed |',
    );
    expect(table).toContain('| 700 s (11.7 min); 2,400 MiB, 2,501 MiB |');
  });

  it('names the replicas read and meets the target within 10 minutes', () => {
    const quick = report(250_000, { ...FIRST_START, indexSeconds: 42 });
    quick.postgres!.replicas = ['replica-1:5432/firmenradar'];
    const table = postgresMarkdown(quick);
    expect(table).toContain('read from replicas replica-1:5432/firmenradar;');
    expect(table).toContain('| 42 s; 1,536 MiB | ≤ 10 min | met |');
  });

  it('says when the first start was not measured', () => {
    expect(postgresMarkdown(report(250_000, null))).toContain('not measured (--keep-index)');
  });
});

describe('the blocks a run writes into docs/benchmarks.md', () => {
  const tables = [
    '# Benchmarks',
    '<!-- bench:postgres:250000:start -->',
    'the 250,000 run',
    '<!-- bench:postgres:250000:end -->',
    '<!-- bench:postgres:3600000:start -->',
    '<!-- bench:postgres:3600000:end -->',
    'after',
  ].join('\n');

  it("fills its own size's block and leaves another size's", () => {
    const updated = withReport(tables, report(3_600_000, FIRST_START), 'context', 'TABLE');
    expect(updated).toContain(
      '<!-- bench:postgres:250000:start -->\nthe 250,000 run\n<!-- bench:postgres:250000:end -->',
    );
    expect(updated).toContain(
      '<!-- bench:postgres:3600000:start -->\ncontext\n\nTABLE\n<!-- bench:postgres:3600000:end -->\nafter',
    );
  });

  it('appends the block of a size that has none', () => {
    const updated = withReport(tables, report(1_000_000, FIRST_START), 'context', 'TABLE');
    expect(updated).toContain('the 250,000 run');
    expect(
      updated.endsWith(
        '<!-- bench:postgres:1000000:start -->\ncontext\n\nTABLE\n<!-- bench:postgres:1000000:end -->\n',
      ),
    ).toBe(true);
  });
});
