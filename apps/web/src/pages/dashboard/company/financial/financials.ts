import {
  type FinancialField,
  type FinancialRecord,
  formatCount,
  formatMoney,
  formatPercent,
  type Lang,
  PERCENT_FIELDS,
  reportDateSortKey,
  yearOf,
} from '@fd/contract';

/** The four highlights of the financial card. */
export const HIGHLIGHT_FIELDS = [
  'revenue',
  'earnings',
  'total_assets',
  'equity',
] as const satisfies readonly FinancialField[];

/** Periods oldest first, by report date (the product's 'sorted by date'). */
export function sortPeriods(records: readonly FinancialRecord[]): FinancialRecord[] {
  return [...records].sort((a, b) => reportDateSortKey(a.report_date) - reportDateSortKey(b.report_date));
}

export interface Trend {
  direction: 'up' | 'down' | 'flat';
  /** Change against the previous period in per cent of the previous value's magnitude. */
  percent: number;
}

/** Changes under 0.05 % read as 'unchanged' (they round to 0.0 %). */
const FLAT_BELOW_PERCENT = 0.05;

/** Trend of one figure against the previous period; null when either value is missing or zero before. */
export function trendOf(current: number | null, previous: number | null): Trend | null {
  if (current === null || previous === null || previous === 0) return null;
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  if (Math.abs(percent) < FLAT_BELOW_PERCENT) return { direction: 'flat', percent: 0 };
  return { direction: percent > 0 ? 'up' : 'down', percent };
}

export interface ChartPoint {
  year: number;
  revenue: number | null;
  earnings: number | null;
}

/** Revenue and earnings per financial year, oldest first. */
export function chartPoints(sorted: readonly FinancialRecord[]): ChartPoint[] {
  return sorted.map((record) => ({
    year: yearOf(record.report_date) ?? 0,
    revenue: record.revenue,
    earnings: record.earnings,
  }));
}

/** One table cell: percentages, head counts and euro amounts each in their format. */
export function formatFinancialValue(field: FinancialField, value: number | null, lang: Lang): string {
  if (PERCENT_FIELDS.includes(field)) return formatPercent(value, lang);
  if (field === 'employees_number') return formatCount(value, lang);
  return formatMoney(value, lang);
}

/** A signed change such as '+12,4 %' / '−3.1%'. */
export function formatChange(percent: number, lang: Lang): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '±';
  return `${sign}${formatPercent(Math.abs(percent), lang)}`;
}

/** A whole per cent for the industry comparison ('73 %' / '73%'). */
export function formatWholePercent(value: number, lang: Lang): string {
  const rounded = Math.round(value);
  return lang === 'de' ? `${rounded} %` : `${rounded}%`;
}

/** Short axis labels: '2,4 Mrd. €' / '€2.4B'. */
export function formatAxisEuro(value: number, lang: Lang): string {
  const compact = value.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  // A no-break space keeps the axis label on one line.
  return lang === 'de' ? `${compact}\u00a0€` : `€${compact}`;
}

/**
 * How a peer percentile reads: the percentile is the share of the other companies of the industry
 * below this one, so the top is 100 and the last 0; neither reads 'better than 100 %' or 'better
 * than 0 %', and 99.6 reads 'better than 99 %' (not the top), 0.4 'better than 1 %'.
 */
export type PeerStandingText =
  | { key: 'noFigure' | 'top' | 'lowest' }
  | { key: 'betterThan'; percent: number };

export function peerStandingText(percentile: number | null): PeerStandingText {
  if (percentile === null) return { key: 'noFigure' };
  if (percentile >= 100) return { key: 'top' };
  if (percentile <= 0) return { key: 'lowest' };
  return { key: 'betterThan', percent: Math.min(99, Math.max(1, Math.round(percentile))) };
}
