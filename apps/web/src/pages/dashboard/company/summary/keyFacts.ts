import type { CompanyEvent, FinancialRecord } from '@fd/contract';
import { sortPeriods, type Trend, trendOf } from '../financial/financials';

export interface LatestFigures {
  /** Year of the newest report with the figure. */
  year: number | null;
  revenue: number | null;
  /** Revenue against the report before it; null without two revenues. */
  revenueTrend: Trend | null;
  employees: number | null;
}

const yearOfReport = (record: FinancialRecord) => Number(record.report_date.slice(-4));

/**
 * The newest revenue (with its trend against the report before) and the newest head count, each
 * from the newest report that has it.
 */
export function latestFigures(financials: readonly FinancialRecord[]): LatestFigures {
  const periods = sortPeriods(financials).reverse();
  const withRevenue = periods.filter((record) => record.revenue !== null);
  const [latest, previous] = withRevenue;
  const employees = periods.find((record) => record.employees_number !== null)?.employees_number ?? null;
  return {
    year: latest ? yearOfReport(latest) : null,
    revenue: latest?.revenue ?? null,
    revenueTrend: latest && previous ? trendOf(latest.revenue, previous.revenue) : null,
    employees,
  };
}

/** The newest event by its effective date (the detail lists them newest first). */
export function lastEvent(events: readonly CompanyEvent[]): CompanyEvent | null {
  return events.reduce<CompanyEvent | null>(
    (newest, event) => (newest === null || event.effective_date > newest.effective_date ? event : newest),
    null,
  );
}
