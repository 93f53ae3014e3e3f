import { formatCount, formatPercent, formatRevenue, type WatchItem } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './WatchlistPage.module.css';

export interface LatestFiguresProps {
  latest: WatchItem['latest'];
  /** Synthetic companies have invented figures; an imported one's missing figures are 'not published'. */
  synthetic: boolean;
}

/** Revenue, earnings, employees and equity ratio of the latest annual report. */
export function LatestFigures({ latest, synthetic }: LatestFiguresProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const figures = [
    { key: 'revenue', label: t('workspace.watchlist.revenue'), value: formatRevenue(latest.revenue, lang) },
    {
      key: 'earnings',
      label: t('workspace.watchlist.earnings'),
      value: formatRevenue(latest.earnings, lang),
    },
    {
      key: 'employees',
      label: t('workspace.watchlist.employees'),
      value: formatCount(latest.employees_number, lang),
    },
    {
      key: 'equity',
      label: t('workspace.watchlist.equityRatio'),
      value: formatPercent(latest.equity_ratio, lang),
    },
  ];
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('workspace.watchlist.figures')}</h3>
      {latest.report_date === null ? (
        <p className={styles.muted}>
          {synthetic ? t('workspace.watchlist.noFigures') : t('provenance.financialsNotPublished')}
        </p>
      ) : (
        <>
          <dl className={styles.figures}>
            {figures.map((figure) => (
              <div key={figure.key} className={styles.figure}>
                <dt>{figure.label}</dt>
                <dd className="numeric">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.muted}>
            {t('workspace.watchlist.figuresOf', { date: formatIsoDate(latest.report_date, lang) })}
          </p>
        </>
      )}
    </section>
  );
}
