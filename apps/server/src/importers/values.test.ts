import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dachOf, isCountryCode, toDate, toTimestamp } from './values';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

describe('value validators', () => {
  it('knows country codes', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('')).toBe(false);
  });

  it('reads AT/DE/CH from countries and subdivisions only', () => {
    expect(dachOf('DE')).toBe('DE');
    expect(dachOf('DE-BY')).toBe('DE');
    expect(dachOf('at')).toBe('AT');
    expect(dachOf('CH-ZH')).toBe('CH');
    expect(dachOf('DEU')).toBeNull();
    expect(dachOf('FR')).toBeNull();
    expect(dachOf('')).toBeNull();
  });

  it('reads dates and timestamps and refuses impossible ones', () => {
    expect(toDate('2007-09-03T00:00:00+02:00')).toBe('2007-09-03');
    expect(toDate('2023-02-30')).toBeNull();
    expect(toDate('03.09.2007')).toBeNull();
    expect(toTimestamp('2024-01-01T10:00:00+01:00')).toBe('2024-01-01T09:00:00.000Z');
    expect(toTimestamp('yesterday')).toBeNull();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        toDate(text);
        toTimestamp(text);
        dachOf(text);
        isCountryCode(text);
      }),
    );
  });
});
