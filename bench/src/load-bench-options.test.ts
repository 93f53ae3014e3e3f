import { describe, expect, it } from 'vitest';
import { parseLoadBenchArgs } from './load-bench-options';

describe('parseLoadBenchArgs', () => {
  it('returns the defaults when no option is given', () => {
    expect(parseLoadBenchArgs([])).toEqual({
      companies: 3_600_000,
      seed: 42,
      seconds: 10,
      connections: 8,
      mixedSeconds: 60,
      engine: 'sqlite',
      databaseUrl: undefined,
      keepIndex: false,
    });
  });

  it('reads every flag', () => {
    expect(
      parseLoadBenchArgs([
        '--companies',
        '250000',
        '--seed',
        '7',
        '--seconds',
        '0.5',
        '--connections',
        '4',
        '--mixed-seconds',
        '30',
        '--engine',
        'postgres',
        '--database-url',
        'postgres://u:p@127.0.0.1:5432/bench',
        '--keep-index',
      ]),
    ).toEqual({
      companies: 250_000,
      seed: 7,
      seconds: 0.5,
      connections: 4,
      mixedSeconds: 30,
      engine: 'postgres',
      databaseUrl: 'postgres://u:p@127.0.0.1:5432/bench',
      keepIndex: true,
    });
  });

  it.each([
    ['a dataset under 1,000 companies', ['--companies', '999']],
    ['zero seconds', ['--seconds', '0']],
    ['no connections', ['--connections', '0']],
    ['no mixed seconds', ['--mixed-seconds', '0']],
    ['an engine it does not know', ['--engine', 'mysql']],
  ])('refuses %s', (_, args) => {
    expect(parseLoadBenchArgs(args)).toBeNull();
  });
});
