import { describe, expect, it } from 'vitest';
import { datasetOptions, parseBenchArgs } from './options';

const numbers = {
  ...datasetOptions(1_000_000),
  seconds: { rule: 'positive', default: '10' },
  runs: { rule: 'count', default: '2' },
} as const;

describe('parseBenchArgs', () => {
  it('returns the defaults as numbers when no option is given', () => {
    expect(parseBenchArgs(numbers, {}, [])).toEqual({
      numbers: { companies: 1_000_000, seed: 42, seconds: 10, runs: 2 },
      values: expect.any(Object),
    });
  });

  it('reads given numbers, strings and flags', () => {
    const parsed = parseBenchArgs(
      numbers,
      { cold: { type: 'boolean', default: false }, answers: { type: 'string' } },
      ['--companies', '250000', '--seconds', '0.5', '--cold', '--answers', 'out.json'],
    );
    expect(parsed?.numbers).toEqual({ companies: 250_000, seed: 42, seconds: 0.5, runs: 2 });
    expect(parsed?.values.cold).toBe(true);
    expect(parsed?.values.answers).toBe('out.json');
  });

  it.each([
    ['a dataset under 1,000 companies', ['--companies', '999']],
    ['a fractional dataset size', ['--companies', '2500.5']],
    ['a seed that is no whole number', ['--seed', 'abc']],
    ['zero seconds', ['--seconds', '0']],
    ['a fractional number of runs', ['--runs', '1.5']],
    ['no runs', ['--runs', '0']],
  ])('refuses %s', (_, args) => {
    expect(parseBenchArgs(numbers, {}, args)).toBeNull();
  });

  it('throws for an option the command does not declare', () => {
    expect(() => parseBenchArgs(numbers, {}, ['--connections', '8'])).toThrow(/connections/);
  });
});
