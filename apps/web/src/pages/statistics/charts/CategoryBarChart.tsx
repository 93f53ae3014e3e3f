import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '../../../features/ui/useReducedMotion';
import { labelLines, textWidth } from './labelLines';
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
  /** Width of the category names on the left, each on up to two lines. */
  labelWidth: number;
}

const ROW_HEIGHT = 30;
const LINE_HEIGHT = 13;
/** Space between a name and the axis. */
const TICK_GAP = 4;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** A category's name right-aligned beside its bar, on up to two lines; the full name is its title. */
function CategoryTick({ x: left = 0, y: top = 0, payload }: TickProps) {
  const x = Number(left);
  const y = Number(top);
  const label = String(payload?.value ?? '');
  // The name ends TICK_GAP left of its tick and may take all the room to the chart's left edge.
  const lines = labelLines(label, x - 2 * TICK_GAP, textWidth(AXIS_TICK.fontSize));
  const first = -((lines.length - 1) * LINE_HEIGHT) / 2;
  return (
    <text
      x={x}
      y={y}
      textAnchor="end"
      dominantBaseline="central"
      fill={AXIS_TICK.fill}
      fontSize={AXIS_TICK.fontSize}
    >
      <title>{label}</title>
      {lines.map((line, index) => (
        <tspan key={line} x={x - TICK_GAP} dy={index === 0 ? first : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Horizontal bars, one row per category, largest first. */
export function CategoryBarChart({
  data,
  color,
  seriesName,
  formatValue,
  labelWidth,
}: CategoryBarChartProps) {
  const animate = !useReducedMotion();
  const height = Math.max(160, data.length * ROW_HEIGHT + 40);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...data]} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
        <XAxis type="number" tick={AXIS_TICK} tickFormatter={(value: number) => formatValue(value)} />
        <YAxis type="category" dataKey="label" width={labelWidth} tick={CategoryTick} interval={0} />
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
