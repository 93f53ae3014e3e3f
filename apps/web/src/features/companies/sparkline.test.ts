import { describe, expect, it } from 'vitest';
import { buildSparkline } from './sparkline';

describe('buildSparkline', () => {
  it('needs at least two years of revenue', () => {
    expect(buildSparkline([], 100, 20)).toBeNull();
    expect(buildSparkline([{ year: 2023, revenue: 5 }], 100, 20)).toBeNull();
  });

  it('orders the years and spans the whole box', () => {
    const line = buildSparkline(
      [
        { year: 2022, revenue: 200 },
        { year: 2020, revenue: 100 },
        { year: 2021, revenue: 150 },
      ],
      100,
      20,
      0,
    );
    expect(line?.points).toBe('0.0,20.0 50.0,10.0 100.0,0.0');
    expect(line?.direction).toBe('up');
    expect([line?.fromYear, line?.toYear]).toEqual([2020, 2022]);
  });

  it('reads a falling series as down and an unchanged one as flat', () => {
    const falling = [
      { year: 2020, revenue: 300 },
      { year: 2021, revenue: 100 },
    ];
    const unchanged = [
      { year: 2020, revenue: 300 },
      { year: 2021, revenue: 300 },
    ];
    expect(buildSparkline(falling, 10, 10)?.direction).toBe('down');
    expect(buildSparkline(unchanged, 10, 10)?.direction).toBe('flat');
  });
});
