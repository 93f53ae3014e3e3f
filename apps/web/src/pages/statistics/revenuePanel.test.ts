import { describe, expect, it } from 'vitest';
import { revenuePanel } from './revenuePanel';

describe('revenuePanel', () => {
  it('takes the latest year and the growth from the chart series', () => {
    const panel = revenuePanel({
      growth_trends: {
        revenue_growth: [
          { year: 2020, total_revenue: 100 },
          { year: 2024, total_revenue: 107 },
        ],
      },
    });
    expect(panel).toEqual({ from: 2020, to: 2024, latest: 107, growthPercent: expect.closeTo(7, 6) });
  });

  it('is null without a series', () => {
    expect(revenuePanel({ growth_trends: { revenue_growth: [] } })).toBeNull();
  });
});
