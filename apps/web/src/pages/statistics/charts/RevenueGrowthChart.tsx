import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '../../../features/ui/useReducedMotion';
import { AXIS_TICK, CHART_PALETTE, GRID_STROKE } from './palette';

export interface RevenueGrowthDatum {
  year: number;
  total: number;
}

export interface RevenueGrowthChartProps {
  data: readonly RevenueGrowthDatum[];
  seriesName: string;
  /** Full figures for the tooltip. */
  formatValue: (value: number) => string;
  /** Short figures for the axis ('1,8 Bio. €'). */
  formatTick: (value: number) => string;
}

export function RevenueGrowthChart({ data, seriesName, formatValue, formatTick }: RevenueGrowthChartProps) {
  const animate = !useReducedMotion();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={[...data]} margin={{ top: 8, right: 24, bottom: 4, left: 8 }}>
        <CartesianGrid vertical={false} stroke={GRID_STROKE} />
        <XAxis dataKey="year" tick={AXIS_TICK} tickLine={false} />
        <YAxis
          tick={AXIS_TICK}
          width={84}
          tickFormatter={(value: number) => formatTick(value)}
          domain={[0, 'auto']}
        />
        <Tooltip formatter={(value) => [formatValue(Number(value)), seriesName]} />
        <Line
          isAnimationActive={animate}
          type="monotone"
          dataKey="total"
          name={seriesName}
          stroke={CHART_PALETTE[0]}
          strokeWidth={2.5}
          dot={{ r: 4, fill: CHART_PALETTE[0] }}
          activeDot={{ r: 6 }}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
