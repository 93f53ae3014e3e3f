import { formatCount, formatRevenue, type Statistics } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import styles from './FinancialMetrics.module.css';
import { StatCard } from './StatCard';

export interface FinancialMetricsProps {
  metrics: Statistics['financial_metrics'];
  /** The reference year of the economic impact (docs/decisions/187); null without revenue. */
  year: number | null;
}

export function FinancialMetrics({ metrics, year }: FinancialMetricsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = [
    { key: 'median', value: metrics.median_revenue },
    { key: 'percentile25', value: metrics.percentile_25 },
    { key: 'percentile75', value: metrics.percentile_75 },
    { key: 'percentile90', value: metrics.percentile_90 },
  ] as const;
  return (
    <section aria-labelledby="financial-metrics-title">
      <h2 id="financial-metrics-title" className={styles.title}>
        {t('statistics.metrics.title')}
      </h2>
      <p className={styles.basis}>{t('statistics.metrics.basis')}</p>
      <dl className={styles.grid}>
        {money.map((metric) => (
          <StatCard
            key={metric.key}
            label={t(`statistics.metrics.${metric.key}`)}
            value={formatRevenue(metric.value, lang)}
          />
        ))}
        <StatCard
          label={t('statistics.metrics.companiesWithRevenue')}
          value={formatCount(metrics.companies_with_revenue, lang)}
        />
        <StatCard
          label={t('statistics.metrics.companiesWithoutRevenue')}
          value={formatCount(metrics.companies_without_revenue, lang)}
        />
        {year !== null && (
          <StatCard
            label={t('statistics.metrics.economicImpact', { year })}
            value={formatRevenue(metrics.total_economic_impact, lang)}
            note={t('statistics.metrics.economicImpactNote', { year })}
          />
        )}
      </dl>
    </section>
  );
}
