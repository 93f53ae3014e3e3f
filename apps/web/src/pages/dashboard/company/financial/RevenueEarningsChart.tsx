import { formatRevenue } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useReducedMotion } from '../../../../features/ui/useReducedMotion';
import { useLang } from '../../../../i18n/useLang';
import { type ChartPoint, formatAxisEuro } from './financials';

/** The tokens' primary and accent colours; recharts draws SVG attributes, outside CSS variables. */
const REVENUE_COLOUR = '#1f4e8c';
const EARNINGS_COLOUR = '#0f8a7e';
const AXIS_TICK = { fill: '#5b6878', fontSize: 12 };

export interface RevenueEarningsChartProps {
  points: readonly ChartPoint[];
  /** What the chart shows, for screen readers. */
  label: string;
}

/**
 * Revenue as bars and earnings as a line over the years. Earnings are a small fraction of revenue,
 * so each has its own axis; on one axis the earnings would be a flat line at zero.
 */
export function RevenueEarningsChart({ points, label }: RevenueEarningsChartProps) {
  const animate = !useReducedMotion();
  const { t } = useTranslation();
  const lang = useLang();
  const revenueName = t('companyPage.financials.fields.revenue');
  const earningsName = t('companyPage.financials.fields.earnings');
  const tick = (value: number) => formatAxisEuro(value, lang);

  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={[...points]} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid vertical={false} stroke="#eef2f6" />
          <XAxis dataKey="year" tick={AXIS_TICK} tickLine={false} />
          <YAxis yAxisId="revenue" tick={AXIS_TICK} width={76} tickFormatter={tick} />
          <YAxis yAxisId="earnings" orientation="right" tick={AXIS_TICK} width={76} tickFormatter={tick} />
          <ReferenceLine yAxisId="earnings" y={0} stroke="#c5cfda" />
          <Tooltip formatter={(value, name) => [formatRevenue(Number(value), lang), name]} />
          <Legend
            wrapperStyle={{ fontSize: 13 }}
            itemSorter={(item) => (item.dataKey === 'revenue' ? 0 : 1)}
          />
          <Bar
            isAnimationActive={animate}
            yAxisId="revenue"
            dataKey="revenue"
            name={revenueName}
            fill={REVENUE_COLOUR}
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
          />
          <Line
            isAnimationActive={animate}
            yAxisId="earnings"
            type="monotone"
            dataKey="earnings"
            name={earningsName}
            stroke={EARNINGS_COLOUR}
            strokeWidth={2.5}
            dot={{ r: 4, fill: EARNINGS_COLOUR }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
