import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '../../../features/ui/useReducedMotion';
import { AXIS_TICK, GRID_STROKE } from './palette';

export interface CategoryDatum {
  label: string;
  value: number;
}

export interface CategoryBarChartProps {
  data: readonly CategoryDatum[];
  color: string;
  seriesName: string;
  formatValue: (value: number) => string;
  /** Width of the category labels on the left, and how many characters fit in it. */
  labelWidth: number;
  maxLabelChars: number;
}

const ROW_HEIGHT = 30;
function shorten(label: string, maxChars: number): string {
  return label.length > maxChars ? `${label.slice(0, maxChars - 1)}…` : label;
}

/** Horizontal bars, one row per category, largest first. */
export function CategoryBarChart({
  data,
  color,
  seriesName,
  formatValue,
  labelWidth,
  maxLabelChars,
}: CategoryBarChartProps) {
  const animate = !useReducedMotion();
  const height = Math.max(160, data.length * ROW_HEIGHT + 40);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...data]} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
        <XAxis type="number" tick={AXIS_TICK} tickFormatter={(value: number) => formatValue(value)} />
        <YAxis
          type="category"
          dataKey="label"
          width={labelWidth}
          tick={AXIS_TICK}
          tickFormatter={(value: string) => shorten(value, maxLabelChars)}
          interval={0}
        />
        <Tooltip
          cursor={{ fill: 'rgb(31 78 140 / 0.06)' }}
          formatter={(value) => [formatValue(Number(value)), seriesName]}
        />
        <Bar
          isAnimationActive={animate}
          dataKey="value"
          name={seriesName}
          fill={color}
          radius={[0, 4, 4, 0]}
          maxBarSize={20}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
