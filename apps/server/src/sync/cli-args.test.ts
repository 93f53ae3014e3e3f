import { describe, expect, it } from 'vitest';
import { parseSyncArgs } from './cli-args';

describe('npm run sync arguments', () => {
  it('reads sources, --full and --countries', () => {
    expect(parseSyncArgs(['gleif'])).toEqual({
      kind: 'sync',
      sources: ['gleif'],
      full: false,
      countries: ['AT', 'DE', 'CH'],
      scheduled: false,
    });
    expect(parseSyncArgs(['gleif', 'offeneregister', '--full', '--countries', 'de, at'])).toMatchObject({
      sources: ['gleif', 'offeneregister'],
      full: true,
      countries: ['DE', 'AT'],
    });
  });

  it('reads status with its limit', () => {
    expect(parseSyncArgs(['status'])).toEqual({ kind: 'status', limit: 20 });
    expect(parseSyncArgs(['status', '--limit', '5'])).toEqual({ kind: 'status', limit: 5 });
  });

  it('refuses what it cannot run, naming the problem', () => {
    expect(() => parseSyncArgs([])).toThrow('which source? gleif or offeneregister');
    expect(() => parseSyncArgs(['northdata'])).toThrow(/unknown source in 'northdata'/);
    expect(() => parseSyncArgs(['gleif', '--countries', 'FR'])).toThrow(/--countries takes AT, DE and CH/);
    expect(() => parseSyncArgs(['offeneregister', '--countries', 'AT'])).toThrow(
      'offeneregister holds German companies only: --countries must include DE',
    );
    expect(() => parseSyncArgs(['status', '--limit', '0'])).toThrow(/--limit must be a whole number/);
    expect(() => parseSyncArgs(['gleif', '--limit', '3'])).toThrow('--limit belongs to status');
    expect(() => parseSyncArgs(['gleif', '--fast'])).toThrow(/Unknown option '--fast'/);
  });
});
