import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useReducedMotion } from '../../../features/ui/useReducedMotion';
import type { CategoryDatum } from './CategoryBarChart';
import { paletteColor } from './palette';

export interface DistributionDonutProps {
  data: readonly CategoryDatum[];
  seriesName: string;
  formatValue: (value: number) => string;
}

/** A donut of the share of each range, with a legend underneath. */
export function DistributionDonut({ data, seriesName, formatValue }: DistributionDonutProps) {
  const animate = !useReducedMotion();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <PieChart>
        <Pie
          isAnimationActive={animate}
          data={[...data]}
          dataKey="value"
          nameKey="label"
          innerRadius="52%"
          outerRadius="82%"
          paddingAngle={1.5}
          stroke="#fff"
          strokeWidth={2}
        >
          {data.map((datum, index) => (
            <Cell key={datum.label} fill={paletteColor(index)} />
          ))}
        </Pie>
        <Tooltip formatter={(value, name) => [formatValue(Number(value)), name ?? seriesName]} />
        <Legend iconType="circle" iconSize={9} wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
      </PieChart>
    </ResponsiveContainer>
  );
}
