import { describe, expect, it } from 'vitest';
import { parseScaleBenchArgs, parseSizes } from './scale-bench-options';

describe('parseScaleBenchArgs', () => {
  it("returns issue 34's three sizes and the defaults when no option is given", () => {
    expect(parseScaleBenchArgs([])).toEqual({
      sizes: [1_000_000, 3_600_000, 10_000_000],
      seed: 42,
      seconds: 10,
      mixedSeconds: 60,
      connections: 8,
      cold: false,
      keep: false,
      reuse: [],
    });
  });

  it('reads every flag', () => {
    expect(
      parseScaleBenchArgs([
        '--sizes',
        '20000,50000',
        '--seed',
        '7',
        '--seconds',
        '1.5',
        '--mixed-seconds',
        '5',
        '--connections',
        '4',
        '--cold',
        '--keep',
        '--reuse',
        'bench/results/earlier.json',
        '--reuse',
        'bench/results/earliest.json',
      ]),
    ).toEqual({
      sizes: [20_000, 50_000],
      seed: 7,
      seconds: 1.5,
      mixedSeconds: 5,
      connections: 4,
      cold: true,
      keep: true,
      reuse: ['bench/results/earlier.json', 'bench/results/earliest.json'],
    });
  });

  it.each([
    ['a size under 1,000 companies', ['--sizes', '1000000,999']],
    ['a size that is no number', ['--sizes', '1000000,1M']],
    ['an empty size', ['--sizes', '1000000,,3600000']],
    ['no size at all', ['--sizes', '']],
    ['a size twice', ['--sizes', '250000,250000']],
    ['zero seconds', ['--seconds', '0']],
    ['no mixed seconds', ['--mixed-seconds', '0']],
    ['a fractional number of connections', ['--connections', '2.5']],
  ])('refuses %s', (_, args) => {
    expect(parseScaleBenchArgs(args)).toBeNull();
  });

  it('throws for an option the command does not declare', () => {
    expect(() => parseScaleBenchArgs(['--companies', '1000000'])).toThrow(/companies/);
  });
});

describe('parseSizes', () => {
  it('keeps the order the sizes are given in, spaces around them allowed', () => {
    expect(parseSizes('3600000, 1000000')).toEqual([3_600_000, 1_000_000]);
  });
});
