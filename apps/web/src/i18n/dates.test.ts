import { describe, expect, it } from 'vitest';
import {
  formatClockDate,
  formatClockTime,
  formatDateTime,
  formatDay,
  formatIsoDate,
  formatMonthYear,
  formatReportDate,
  formatTime,
  isoDayOf,
  localDayKey,
} from './dates';

describe('formatIsoDate', () => {
  it('writes German dates with dots', () => {
    expect(formatIsoDate('2007-12-19', 'de')).toBe('19.12.2007');
  });

  it('writes English dates day first, with the month abbreviated', () => {
    expect(formatIsoDate('2007-12-19', 'en')).toBe('19 Dec 2007');
    expect(formatIsoDate('2024-10-03', 'en')).toBe('3 Oct 2024');
  });

  it('reads the day part of a timestamp as that day', () => {
    expect(formatIsoDate('2024-12-31T23:30:00Z', 'de')).toBe('31.12.2024');
  });

  it('returns null for a missing date and the text itself for a non-date', () => {
    expect(formatIsoDate(null, 'de')).toBeNull();
    expect(formatIsoDate('unbekannt', 'de')).toBe('unbekannt');
  });
});

describe('formatReportDate', () => {
  it('reads the dd/mm/yyyy report dates', () => {
    expect(formatReportDate('31/12/2024', 'de')).toBe('31.12.2024');
    expect(formatReportDate('31/12/2024', 'en')).toBe('31 Dec 2024');
    expect(formatReportDate('2024', 'en')).toBe('2024');
  });
});

describe('formatDateTime', () => {
  it('prints a plain date as that day, without a time', () => {
    expect(formatDateTime('2026-11-21', 'de')).toBe('21.11.2026');
    expect(formatDay('2026-01-01', 'en')).toBe('1 Jan 2026');
  });

  it('prints a timestamp with the local time of day', () => {
    const local = new Date(2026, 10, 21, 14, 5).toISOString();
    expect(formatDateTime(local, 'de')).toBe('21.11.2026, 14:05');
    expect(formatDateTime(local, 'en')).toBe('21 Nov 2026, 14:05');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('bald', 'de')).toBe('bald');
  });
});

describe('one day style per language (docs/decisions/184)', () => {
  it('writes a day the same way whichever form the API sent it in', () => {
    for (const lang of ['de', 'en'] as const) {
      const day = formatIsoDate('2024-12-31', lang);
      expect(formatReportDate('31/12/2024', lang)).toBe(day);
      expect(formatDay('2024-12-31', lang)).toBe(day);
      expect(formatDateTime('2024-12-31', lang)).toBe(day);
      expect(formatDay(new Date(2024, 11, 31, 9, 0).toISOString(), lang)).toBe(day);
    }
    expect(formatIsoDate('2024-12-31', 'de')).toBe('31.12.2024');
    expect(formatIsoDate('2024-12-31', 'en')).toBe('31 Dec 2024');
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
