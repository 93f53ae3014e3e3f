import type { FinancialRecord } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  formatAxisEuro,
  formatChange,
  formatFinancialValue,
  peerStandingText,
  sortPeriods,
  trendOf,
} from './financials';

function record(reportId: number, reportDate: string, revenue: number | null): FinancialRecord {
  return {
    report_id: reportId,
    report_date: reportDate,
    revenue,
    revenue_cagr: null,
    revenue_per_employee: null,
    earnings: revenue === null ? null : revenue / 10,
    earnings_cagr: null,
    return_on_sales: null,
    return_on_equity: null,
    total_assets: null,
    equity: null,
    equity_ratio: null,
    liabilities: null,
    real_estate: null,
    cash_on_hand: null,
    receivables: null,
    pension_provisions: null,
    cost_of_materials: null,
    wages_and_salaries: null,
    average_salary_per_employee: null,
    tax_ratio: null,
    base_per_share_capital: null,
    employees_number: null,
    auditor_name: null,
  };
}

describe('sortPeriods', () => {
  it('orders report dates by year, month and day rather than as text', () => {
    const sorted = sortPeriods([
      record(1, '31/12/2023', 1),
      record(2, '30/06/2024', 2),
      record(3, '01/01/2022', 3),
    ]);
    expect(sorted.map((period) => period.report_id)).toEqual([3, 1, 2]);
  });
});

describe('trendOf', () => {
  it('measures the change against the previous period', () => {
    expect(trendOf(110, 100)).toEqual({ direction: 'up', percent: 10 });
    expect(trendOf(90, 100)).toEqual({ direction: 'down', percent: -10 });
  });

  it('reads a recovery from a loss as an improvement', () => {
    expect(trendOf(50, -100)?.direction).toBe('up');
  });

  it('has no trend without a previous value or from zero', () => {
    expect(trendOf(100, null)).toBeNull();
    expect(trendOf(null, 100)).toBeNull();
    expect(trendOf(100, 0)).toBeNull();
  });

  it('calls tiny changes unchanged', () => {
    expect(trendOf(100_000_001, 100_000_000)?.direction).toBe('flat');
  });
});

describe('chartPoints', () => {
  it('labels each period with its year', () => {
    expect(chartPoints([record(1, '31/12/2023', 1000)])).toEqual([
      { year: 2023, revenue: 1000, earnings: 100 },
    ]);
  });
});

describe('formatFinancialValue', () => {
  it('formats percentages, counts and money differently', () => {
    expect(formatFinancialValue('equity_ratio', 30.85, 'de')).toBe('30,9 %');
    expect(formatFinancialValue('employees_number', 6466, 'en')).toBe('6,466');
    expect(formatFinancialValue('employees_number', 6466, 'de')).toBe('6.466');
    expect(formatFinancialValue('revenue', 1234567, 'en')).toBe('€1,234,567');
    expect(formatFinancialValue('revenue', null, 'de')).toBe('k. A.');
    expect(formatFinancialValue('revenue', null, 'en')).toBe('N/A');
  });
});

describe('peerStandingText', () => {
  it('names the top and the last of the industry instead of 100 % and 0 %', () => {
    expect(peerStandingText(100)).toEqual({ key: 'top' });
    expect(peerStandingText(0)).toEqual({ key: 'lowest' });
    expect(peerStandingText(null)).toEqual({ key: 'noFigure' });
    expect(peerStandingText(99.6)).toEqual({ key: 'betterThan', percent: 99 });
    expect(peerStandingText(0.4)).toEqual({ key: 'betterThan', percent: 1 });
    expect(peerStandingText(38.7)).toEqual({ key: 'betterThan', percent: 39 });
  });
});

describe('formatChange', () => {
  it('signs the change', () => {
    expect(formatChange(12.45, 'de')).toBe('+12,5 %');
    expect(formatChange(-3.1, 'en')).toBe('−3.1%');
  });
});

describe('formatAxisEuro', () => {
  it('writes short amounts for the chart axis', () => {
    expect(formatAxisEuro(2_400_000_000, 'en')).toBe('€2.4B');
    expect(formatAxisEuro(600_000_000, 'de')).toBe('600\u00a0Mio.\u00a0€');
  });
});
