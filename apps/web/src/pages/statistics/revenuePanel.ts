import type { Statistics } from '@fd/contract';

export interface RevenuePanel {
  from: number;
  to: number;
  /** Total revenue of the panel in its latest year. */
  latest: number;
  /** Change from the first to the latest year, in percent; null without a first-year total. */
  growthPercent: number | null;
}

/**
 * The revenue figures of the statistics page, all from one definition: the companies with annual
 * accounts for each year of the growth chart (the server's panel). The cards and the chart
 * therefore agree on the latest year.
 */
export function revenuePanel(statistics: Pick<Statistics, 'growth_trends'>): RevenuePanel | null {
  const rows = statistics.growth_trends.revenue_growth;
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  return {
    from: first.year,
    to: last.year,
    latest: last.total_revenue,
    growthPercent:
      first.total_revenue > 0
        ? ((last.total_revenue - first.total_revenue) / first.total_revenue) * 100
        : null,
  };
}
