import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './cli';

describe('parseArgs', () => {
  it('has defaults', () => {
    expect(parseArgs([])).toEqual({ companies: 250_000, seed: 42, out: null });
  });

  it('reads all options in both spellings', () => {
    expect(parseArgs(['--companies', '1_000_000', '--seed=7', '--out', '/tmp/data.db'])).toEqual({
      companies: 1_000_000,
      seed: 7,
      out: '/tmp/data.db',
    });
    expect(parseArgs(['--companies=3.6e6']).companies).toBe(3_600_000);
  });

  it('accepts 0 companies: an empty dataset for imports', () => {
    expect(parseArgs(['--companies', '0']).companies).toBe(0);
  });

  it('rejects bad input with a message', () => {
    for (const argv of [
      ['--companies', 'abc'],
      ['--companies', '-1'],
      ['--companies', '1.5'],
      ['--companies'],
      ['--companies', '--seed', '1'],
      ['--seed', '-1'],
      ['--seed', '1', '--seed', '2'],
      ['--out', '/nonexistent-dir/x.db'],
      ['--verbose'],
    ]) {
      expect(() => parseArgs(argv), argv.join(' ')).toThrow(UsageError);
    }
  });
});
