import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatReportDate } from './formatDate';

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
