import { describe, expect, it } from 'vitest';
import { gleifUrl, planGleif, publishTime } from './gleif';

const HOUR = 3_600_000;
const at = (published: string, hoursLater: number) => new Date(Date.parse(published) + hoursLater * HOUR);

describe('planGleif', () => {
  const last = '2025-01-15T08:00:00.000Z';

  it('loads the whole golden copy the first time and when asked', () => {
    expect(planGleif(null, new Date(), false)).toEqual({ kind: 'full', deltaWindow: null, force: false });
    expect(planGleif(last, at(last, 1), true)).toEqual({ kind: 'full', deltaWindow: null, force: true });
  });

  it('picks the smallest delta window that reaches back to the last synced publish', () => {
    const window = (hours: number) => planGleif(last, at(last, hours), false).deltaWindow;
    expect(window(8)).toBe('IntraDay');
    expect(window(8.1)).toBe('LastDay');
    expect(window(24)).toBe('LastDay');
    expect(window(25)).toBe('LastWeek');
    expect(window(7 * 24)).toBe('LastWeek');
    expect(window(7 * 24 + 1)).toBe('LastMonth');
    expect(window(31 * 24)).toBe('LastMonth');
  });

  it('loads the whole file again when the last publish lies more than a month back', () => {
    expect(planGleif(last, at(last, 31 * 24 + 1), false)).toEqual({
      kind: 'full',
      deltaWindow: null,
      force: false,
    });
  });
});

describe('GLEIF addresses and file names', () => {
  const base = 'https://goldencopy.gleif.org/api/v2/golden-copies/publishes';
  it('asks the API for the latest file, or its delta', () => {
    expect(gleifUrl(base, 'lei2', null)).toBe(`${base}/lei2/latest.csv`);
    expect(gleifUrl(base, 'rr', 'LastWeek')).toBe(`${base}/rr/latest.csv?delta=LastWeek`);
  });

  it('reads the publish time from the name GLEIF gives its files', () => {
    const url = new URL(
      'https://goldencopy.gleif.org/storage/golden-copy-files/2025/01/15/1189144/20250115-1600-gleif-goldencopy-lei2-last-day.csv.zip',
    );
    expect(publishTime(url, null, 'lei2', 'LastDay')).toBe('2025-01-15T16:00:00.000Z');
  });

  it('refuses a file of another kind than the one asked for', () => {
    const rr = new URL('https://x/20250115-1600-gleif-goldencopy-rr-golden-copy.csv.zip');
    expect(() => publishTime(rr, null, 'lei2', null)).toThrow(
      'GLEIF answered the request for the Level 1 (LEI-CDF) golden-copy file with 20250115-1600-gleif-goldencopy-rr-golden-copy.csv.zip',
    );
    const full = new URL('https://x/20250115-1600-gleif-goldencopy-lei2-golden-copy.csv.zip');
    expect(() => publishTime(full, null, 'lei2', 'IntraDay')).toThrow(/intra-day file with/);
  });

  it('falls back to Last-Modified for a name without a publish time, and says when neither tells it', () => {
    const other = new URL('https://x/download.zip');
    expect(publishTime(other, null, 'lei2', null)).toBeNull();
    expect(publishTime(other, { 'last-modified': 'Wed, 15 Jan 2025 16:05:00 GMT' }, 'lei2', null)).toBe(
      '2025-01-15T16:05:00.000Z',
    );
    expect(() => publishTime(other, {}, 'lei2', null)).toThrow(
      /cannot tell when GLEIF published download\.zip/,
    );
  });
});
