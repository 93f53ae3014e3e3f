import { formatCount, formatPercent, formatRevenue, type Statistics } from '@fd/contract';
import { Building2, Calculator, Euro, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import styles from './OverviewCards.module.css';
import { revenuePanel } from './revenuePanel';
import { StatCard } from './StatCard';

export interface OverviewCardsProps {
  statistics: Pick<Statistics, 'overview' | 'growth_trends'>;
}

/**
 * Companies and employees of the whole dataset; total and average revenue of the reference year
 * (docs/decisions/187); revenue of the growth chart's companies and years.
 */
export function OverviewCards({ statistics }: OverviewCardsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { overview } = statistics;
  const panel = revenuePanel(statistics);
  const note = panel ? t('statistics.overview.panel', { from: panel.from, to: panel.to }) : undefined;
  const growth = panel?.growthPercent ?? null;
  const year = overview.revenue_year;
  const reference =
    year === null
      ? undefined
      : t('statistics.overview.reference', {
          year,
          companies: formatCount(overview.revenue_companies, lang),
        });
  return (
    <dl className={styles.grid}>
      <StatCard
        icon={<Building2 size={20} aria-hidden="true" />}
        label={t('statistics.overview.totalCompanies')}
        value={formatCount(overview.total_companies, lang)}
      />
      <StatCard
        icon={<Users size={20} aria-hidden="true" />}
        label={t('statistics.overview.totalEmployees')}
        value={formatCount(overview.total_employees, lang)}
      />
      {year !== null && (
        <StatCard
          icon={<Euro size={20} aria-hidden="true" />}
          label={t('statistics.overview.totalRevenue', { year })}
          value={formatRevenue(overview.total_revenue, lang)}
          note={reference}
        />
      )}
      {year !== null && (
        <StatCard
          icon={<Calculator size={20} aria-hidden="true" />}
          label={t('statistics.overview.avgRevenue', { year })}
          value={formatRevenue(overview.avg_revenue, lang)}
          note={reference}
        />
      )}
      {panel && (
        <StatCard
          icon={<Euro size={20} aria-hidden="true" />}
          label={t('statistics.overview.revenueOfYear', { year: panel.to })}
          value={formatRevenue(panel.latest, lang)}
          note={note}
        />
      )}
      {panel && growth !== null && (
        <StatCard
          icon={<TrendingUp size={20} aria-hidden="true" />}
          label={t('statistics.overview.growthOfPeriod', { from: panel.from, to: panel.to })}
          value={`${growth > 0 ? '+' : ''}${formatPercent(growth, lang)}`}
          note={note}
        />
      )}
    </dl>
  );
}
