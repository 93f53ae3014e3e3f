import { describe, expect, it } from 'vitest';
import {
  ceoName,
  formatCount,
  formatHighlight,
  formatPercent,
  formatRevenue,
  isoToReportDate,
  reportDateSortKey,
} from './format';

describe('formatRevenue', () => {
  it('uses B from a billion, M from a million and K below, with two decimals', () => {
    expect(formatRevenue(2_345_000_000, 'en')).toBe('€2.35B');
    expect(formatRevenue(1_500_000, 'en')).toBe('€1.50M');
    expect(formatRevenue(12_340, 'en')).toBe('€12.34K');
    expect(formatRevenue(500, 'en')).toBe('€0.50K');
  });

  it('writes German decimals with a comma and the euro sign after the amount', () => {
    expect(formatRevenue(1_500_000, 'de')).toBe('1,50M €');
    expect(formatRevenue(999_999_999, 'de')).toBe('1.000,00M €');
  });

  it('answers N/A for missing values', () => {
    expect(formatRevenue(null)).toBe('N/A');
    expect(formatRevenue(undefined)).toBe('N/A');
    expect(formatRevenue(Number.NaN)).toBe('N/A');
  });
});

describe('formatHighlight', () => {
  it('switches to K only from a thousand', () => {
    expect(formatHighlight(999, 'en')).toBe('€999.00');
    expect(formatHighlight(1000, 'en')).toBe('€1.00K');
    expect(formatHighlight(-2_500_000, 'en')).toBe('€-2.50M');
  });
});

describe('formatCount', () => {
  it('groups thousands in the UI language', () => {
    expect(formatCount(3_600_000, 'de')).toBe('3.600.000');
    expect(formatCount(3_600_000, 'en')).toBe('3,600,000');
    expect(formatCount(480, 'en')).toBe('480');
    expect(formatCount(null, 'de')).toBe('N/A');
  });
});

describe('formatPercent', () => {
  it('shows one decimal or N/A', () => {
    expect(formatPercent(12.345, 'en')).toBe('12.3%');
    expect(formatPercent(12.345, 'de')).toBe('12,3 %');
    expect(formatPercent(null)).toBe('N/A');
  });
});

describe('ceoName', () => {
  it('keeps only the text before the parenthesis', () => {
    expect(ceoName('Anna Huber (Geschäftsführerin seit 2019)')).toBe('Anna Huber');
    expect(ceoName(null)).toBe('N/A');
  });
});

describe('report dates', () => {
  it('turns ISO dates into dd/mm/yyyy and sorts them by date', () => {
    expect(isoToReportDate('2024-12-31')).toBe('31/12/2024');
    expect(reportDateSortKey('31/12/2023')).toBeLessThan(reportDateSortKey('30/06/2024'));
  });
});
