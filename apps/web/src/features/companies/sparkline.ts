/** Geometry of a revenue sparkline: SVG polyline points inside a width × height box. */

export interface RevenuePoint {
  year: number;
  revenue: number;
}

export type TrendDirection = 'up' | 'down' | 'flat';

export interface Sparkline {
  points: string;
  last: { x: number; y: number };
  direction: TrendDirection;
  fromYear: number;
  toYear: number;
}

/** Changes below this share of the first value read as flat (half a percent). */
const FLAT_TOLERANCE = 0.005;

export function buildSparkline(
  revenuePoints: readonly RevenuePoint[],
  width: number,
  height: number,
  padding = 2,
): Sparkline | null {
  const series = [...revenuePoints].sort((a, b) => a.year - b.year);
  if (series.length < 2) return null;
  const values = series.map((point) => point.revenue);
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const innerWidth = width - padding * 2;
  const innerHeight = height - padding * 2;
  const coordinates = series.map((point, index) => ({
    x: padding + (index / (series.length - 1)) * innerWidth,
    y: span === 0 ? height / 2 : padding + innerHeight - ((point.revenue - min) / span) * innerHeight,
  }));
  const first = values[0];
  const change = values[values.length - 1] - first;
  const flat = Math.abs(change) <= Math.abs(first) * FLAT_TOLERANCE;
  return {
    points: coordinates.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' '),
    last: coordinates[coordinates.length - 1],
    direction: flat ? 'flat' : change > 0 ? 'up' : 'down',
    fromYear: series[0].year,
    toYear: series[series.length - 1].year,
  };
}
