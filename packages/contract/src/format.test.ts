import { describe, expect, it } from 'vitest';
import {
  ceoName,
  formatCount,
  formatPercent,
  formatRevenue,
  isoToReportDate,
  reportDateSortKey,
} from './format';

describe('formatRevenue', () => {
  it("writes German amounts as 'Mrd.', 'Mio.' and 'Tsd. €' with one decimal", () => {
    expect(formatRevenue(455_740_000, 'de')).toBe('455,7 Mio. €');
    expect(formatRevenue(965_320, 'de')).toBe('965,3 Tsd. €');
    expect(formatRevenue(2_345_000_000, 'de')).toBe('2,3 Mrd. €');
    expect(formatRevenue(1_234_567_890_000, 'de')).toBe('1.234,6 Mrd. €');
    expect(formatRevenue(500, 'de')).toBe('500 €');
    expect(formatRevenue(-2_500_000, 'de')).toBe('-2,5 Mio. €');
  });

  it('writes English amounts as €…B, €…M and €…K', () => {
    expect(formatRevenue(2_345_000_000, 'en')).toBe('€2.3B');
    expect(formatRevenue(1_500_000, 'en')).toBe('€1.5M');
    expect(formatRevenue(12_340, 'en')).toBe('€12.3K');
    expect(formatRevenue(999, 'en')).toBe('€999');
    expect(formatRevenue(-2_500_000, 'en')).toBe('-€2.5M');
  });

  it('chooses the unit after rounding: never "1.000,0 Mio."', () => {
    expect(formatRevenue(999_960_000, 'de')).toBe('1,0 Mrd. €');
    expect(formatRevenue(999_960, 'en')).toBe('€1.0M');
    expect(formatRevenue(999_960, 'de')).toBe('1,0 Mio. €');
  });

  it("answers 'k. A.' in German and 'N/A' in English for missing values", () => {
    expect(formatRevenue(null)).toBe('k. A.');
    expect(formatRevenue(undefined, 'de')).toBe('k. A.');
    expect(formatRevenue(Number.NaN, 'en')).toBe('N/A');
  });
});

describe('formatCount', () => {
  it('groups thousands in the UI language', () => {
    expect(formatCount(3_600_000, 'de')).toBe('3.600.000');
    expect(formatCount(3_600_000, 'en')).toBe('3,600,000');
    expect(formatCount(480, 'en')).toBe('480');
    expect(formatCount(null, 'de')).toBe('k. A.');
    expect(formatCount(null, 'en')).toBe('N/A');
  });
});

describe('formatPercent', () => {
  it('shows one decimal or k. A./N/A', () => {
    expect(formatPercent(12.345, 'en')).toBe('12.3%');
    expect(formatPercent(12.345, 'de')).toBe('12,3 %');
    expect(formatPercent(null)).toBe('k. A.');
    expect(formatPercent(null, 'en')).toBe('N/A');
  });
});

describe('ceoName', () => {
  it('keeps only the text before the parenthesis', () => {
    expect(ceoName('Anna Huber (Geschäftsführerin seit 2019)')).toBe('Anna Huber');
    expect(ceoName(null)).toBe('k. A.');
    expect(ceoName(null, 'en')).toBe('N/A');
  });
});

describe('report dates', () => {
  it('turns ISO dates into dd/mm/yyyy and sorts them by date', () => {
    expect(isoToReportDate('2024-12-31')).toBe('31/12/2024');
    expect(reportDateSortKey('31/12/2023')).toBeLessThan(reportDateSortKey('30/06/2024'));
  });
});
