import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '../../features/ui/PageFallback';
import styles from './OperatorPage.module.css';
import { fetchReports, type ReportView } from './operatorApi';
import { ReportCard } from './ReportCard';
import { useConsoleError } from './useConsoleError';

const VIEWS: readonly ReportView[] = ['open', 'decided', 'all'];

/** The queue of issue reports: open ones first; each can be accepted (with a correction) or rejected. */
export function ReportsQueue({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const failure = useConsoleError();
  const [view, setView] = useState<ReportView>('open');
  const reports = useQuery({
    queryKey: ['operator', 'reports', view],
    queryFn: ({ signal }) => fetchReports(view, signal),
  });
  const error = reports.error ? failure(reports.error) : null;
  return (
    <section className={styles.part} aria-label={t('operator.tabs.reports')}>
      <label className={`field ${styles.inline}`}>
        <span className="field-label">{t('operator.reports.filterLabel')}</span>
        <select
          className="input"
          value={view}
          onChange={(event) => setView(event.target.value as ReportView)}
        >
          {VIEWS.map((key) => (
            <option key={key} value={key}>
              {t(`operator.reports.filter.${key}`)}
            </option>
          ))}
        </select>
      </label>
      {error !== null ? (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      ) : !reports.data ? (
        <PageFallback />
      ) : reports.data.length === 0 ? (
        <p className={`card ${styles.empty}`}>{t('operator.reports.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {reports.data.map((report) => (
            <ReportCard
              key={report.report_id}
              report={report}
              onDecided={(message) => {
                void reports.refetch();
                onDone(message);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
