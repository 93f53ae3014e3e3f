import { describe, expect, it } from 'vitest';
import {
  formatClockDate,
  formatClockTime,
  formatDateTime,
  formatDay,
  formatIsoDate,
  formatLongDate,
  formatMonthYear,
  formatReportDate,
  formatSourceDate,
  formatTime,
  isoDayOf,
  localDayKey,
} from './dates';

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

describe('formatLongDate', () => {
  it('writes the month out, reading a plain date as that day', () => {
    expect(formatLongDate('2024-12-27', 'de')).toBe('27. Dezember 2024');
    expect(formatLongDate('2024-12-27', 'en')).toBe('27 December 2024');
  });
});

describe('formatMonthYear', () => {
  it('names the month of a yyyy-mm period', () => {
    expect(formatMonthYear('2025-01', 'de')).toBe('Januar 2025');
    expect(formatMonthYear('2024-12', 'en')).toBe('December 2024');
    expect(formatMonthYear('Q1', 'en')).toBe('Q1');
  });
});

describe('the dashboard clock', () => {
  const moment = new Date(2026, 10, 24, 9, 7);

  it('shows weekday, day and short month', () => {
    expect(formatClockDate(moment, 'de')).toBe('Di., 24. Nov.');
    expect(formatClockDate(moment, 'en')).toBe('Tue 24 Nov');
  });

  it('shows the local time with two-digit hours, as formatTime does for a timestamp', () => {
    expect(formatClockTime(moment, 'de')).toBe('09:07');
    expect(formatTime(moment.toISOString(), 'en')).toBe('09:07');
  });
});

describe('localDayKey', () => {
  it('keys a moment by its local calendar day', () => {
    expect(localDayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('isoDayOf', () => {
  it('reads ISO dates, timestamps and dd/mm/yyyy report dates as yyyy-mm-dd', () => {
    expect(isoDayOf('2026-03-12')).toBe('2026-03-12');
    expect(isoDayOf('2026-03-12T10:00:00Z')).toBe('2026-03-12');
    expect(isoDayOf('31/12/2024')).toBe('2024-12-31');
  });

  it('gives null for no date', () => {
    expect(isoDayOf(null)).toBeNull();
    expect(isoDayOf('gestern')).toBeNull();
  });
});
