import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatIsoDate, formatReportDate, formatSourceDate } from './dates';

describe('formatIsoDate', () => {
  it('writes German dates with dots', () => {
    expect(formatIsoDate('2007-12-19', 'de')).toBe('19.12.2007');
  });

  it('writes English dates day first', () => {
    expect(formatIsoDate('2007-12-19', 'en')).toBe('19/12/2007');
  });

  it('returns null for a missing date and the text itself for a non-date', () => {
    expect(formatIsoDate(null, 'de')).toBeNull();
    expect(formatIsoDate('unbekannt', 'de')).toBe('unbekannt');
  });
});

describe('formatReportDate', () => {
  it('reads the dd/mm/yyyy report dates', () => {
    expect(formatReportDate('31/12/2024', 'de')).toBe('31.12.2024');
  });
});

describe('formatDateTime', () => {
  it('prints a plain date as that day, without a time', () => {
    expect(formatDateTime('2026-11-21', 'de')).toBe('21.11.2026');
    expect(formatDay('2026-01-01', 'en')).toBe('01/01/2026');
  });

  it('prints a timestamp with the local time of day', () => {
    const local = new Date(2026, 10, 21, 14, 5).toISOString();
    expect(formatDateTime(local, 'de')).toBe('21.11.2026, 14:05');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('bald', 'de')).toBe('bald');
  });
});

describe('formatSourceDate', () => {
  it('writes a source date as 12.03.2026 in German and 12 Mar 2026 in English', () => {
    expect(formatSourceDate('2026-03-12', 'de')).toBe('12.03.2026');
    expect(formatSourceDate('2026-03-12', 'en')).toBe('12 Mar 2026');
    expect(formatSourceDate('kein Datum', 'en')).toBe('kein Datum');
  });
});
