import { useTranslation } from 'react-i18next';
import { PageFallback } from '../../features/ui/PageFallback';
import { PageIntro } from '../../features/ui/PageIntro';
import { StatisticsCharts } from './charts/StatisticsCharts';
import { FinancialMetrics } from './FinancialMetrics';
import { OverviewCards } from './OverviewCards';
import styles from './StatisticsPage.module.css';
import { useStatistics } from './useStatistics';

/** `/statistik`: overview, charts and financial metrics of the whole dataset. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const state = useStatistics();
  return (
    <div className="container page">
      <PageIntro title={t('statistics.title')} description={t('statistics.lead')} />
      {state.status === 'loading' && <PageFallback />}
      {state.status === 'failed' && (
        <p className={styles.noData} role="status">
          {t('statistics.noData')}
        </p>
      )}
      {state.status === 'loaded' && (
        <div className={styles.sections}>
          <OverviewCards statistics={state.statistics} />
          <StatisticsCharts statistics={state.statistics} />
          <FinancialMetrics
            metrics={state.statistics.financial_metrics}
            year={state.statistics.overview.revenue_year}
          />
        </div>
      )}
    </div>
  );
}
