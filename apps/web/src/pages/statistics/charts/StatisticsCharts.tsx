import { formatCount, formatRevenue, type Statistics } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { useMediaQuery } from '../../../features/ui/useMediaQuery';
import { useLang } from '../../../i18n/useLang';
import { CategoryBarChart } from './CategoryBarChart';
import { ChartCard } from './ChartCard';
import { formatCompactEuro } from './compactEuro';
import { DistributionDonut } from './DistributionDonut';
import { CHART_PALETTE } from './palette';
import { RevenueGrowthChart } from './RevenueGrowthChart';
import { formatBandEuro, localizeRangeLabel } from './rangeLabel';
import styles from './StatisticsCharts.module.css';

/** The bar charts show the largest categories only; the rest would be unreadable slivers. */
const TOP_CATEGORIES = 10;

export interface StatisticsChartsProps {
  statistics: Statistics;
}

export function StatisticsCharts({ statistics }: StatisticsChartsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const narrow = useMediaQuery('(max-width: 600px)');
  const terms = useDataTerms();
  const count = (value: number) => formatCount(value, lang);
  const revenue = (value: number) => formatRevenue(value, lang);
  const revenueTick = (value: number) => formatCompactEuro(value, lang);

  const industries = statistics.companies_by_industry.slice(0, TOP_CATEGORIES).map((row) => ({
    label: lang === 'en' ? (row.industry_en ?? row.industry) : row.industry,
    value: row.count,
  }));
  const cities = statistics.companies_by_city
    .slice(0, TOP_CATEGORIES)
    .map((row) => ({ label: terms.city(row.city), value: row.count }));
  const revenueRanges = statistics.revenue_distribution.map((row) => ({
    label: localizeRangeLabel(row.range_label, (value) => formatBandEuro(value, lang)),
    value: row.count,
  }));
  const employeeRanges = statistics.employee_distribution.map((row) => ({
    label: localizeRangeLabel(row.range_label, count),
    value: row.count,
  }));
  const growth = statistics.growth_trends.revenue_growth.map((row) => ({
    year: row.year,
    total: row.total_revenue,
  }));
  const asRows = (data: readonly { label: string; value: number }[]) =>
    data.map((datum) => ({ label: datum.label, value: count(datum.value) }));
  const companiesLabel = t('statistics.charts.companies');

  return (
    <div className={styles.grid}>
      <ChartCard title={t('statistics.charts.byIndustry')} rows={asRows(industries)}>
        <CategoryBarChart
          data={industries}
          color={CHART_PALETTE[0]}
          seriesName={companiesLabel}
          formatValue={count}
          labelWidth={narrow ? 128 : 190}
        />
      </ChartCard>
      <ChartCard title={t('statistics.charts.byCity')} rows={asRows(cities)}>
        <CategoryBarChart
          data={cities}
          color={CHART_PALETTE[1]}
          seriesName={companiesLabel}
          formatValue={count}
          labelWidth={narrow ? 112 : 130}
        />
      </ChartCard>
      <ChartCard title={t('statistics.charts.revenueDistribution')} rows={asRows(revenueRanges)}>
        <DistributionDonut data={revenueRanges} seriesName={companiesLabel} formatValue={count} />
      </ChartCard>
      <ChartCard title={t('statistics.charts.employeeDistribution')} rows={asRows(employeeRanges)}>
        <DistributionDonut data={employeeRanges} seriesName={companiesLabel} formatValue={count} />
      </ChartCard>
      <ChartCard
        wide
        title={t('statistics.charts.revenueGrowth', {
          from: growth[0]?.year ?? '',
          to: growth.at(-1)?.year ?? '',
        })}
        note={t('statistics.charts.revenueGrowthNote')}
        rows={growth.map((row) => ({ label: String(row.year), value: revenue(row.total) }))}
      >
        <RevenueGrowthChart
          data={growth}
          seriesName={t('statistics.charts.totalRevenue')}
          formatValue={revenue}
          formatTick={revenueTick}
        />
      </ChartCard>
    </div>
  );
}
