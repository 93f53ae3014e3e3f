import { describe, expect, it } from 'vitest';
import { parseChannelBenchArgs } from './channel-bench-options';

describe('parseChannelBenchArgs', () => {
  it('returns the defaults when no option is given', () => {
    expect(parseChannelBenchArgs([])).toEqual({
      companies: 250_000,
      seed: 42,
      rounds: 3,
      requests: 2000,
      seconds: 3,
      inFlight: 8,
      memory: false,
    });
  });

  it('reads every flag', () => {
    expect(
      parseChannelBenchArgs([
        '--companies',
        '3600000',
        '--seed',
        '7',
        '--rounds',
        '5',
        '--requests',
        '10',
        '--seconds',
        '0.5',
        '--in-flight',
        '2',
        '--memory',
      ]),
    ).toEqual({
      companies: 3_600_000,
      seed: 7,
      rounds: 5,
      requests: 10,
      seconds: 0.5,
      inFlight: 2,
      memory: true,
    });
  });

  it.each([
    ['fewer than 1,000 companies', ['--companies', '999']],
    ['no rounds', ['--rounds', '0']],
    ['one request (a search without its card set)', ['--requests', '1']],
    ['zero seconds', ['--seconds', '0']],
    ['a fractional number in flight', ['--in-flight', '1.5']],
    ['a seed that is not a whole number', ['--seed', 'x']],
  ])('refuses %s', (_, args) => {
    expect(parseChannelBenchArgs(args)).toBeNull();
  });

  it('throws for an option the command does not declare', () => {
    expect(() => parseChannelBenchArgs(['--connections', '8'])).toThrow(/connections/);
  });
});
