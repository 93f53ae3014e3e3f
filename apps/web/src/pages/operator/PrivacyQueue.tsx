import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '../../features/ui/PageFallback';
import styles from './OperatorPage.module.css';
import { fetchPrivacyRequests, type ReportView } from './operatorApi';
import { PrivacyRequestCard } from './PrivacyRequestCard';
import { useConsoleError } from './useConsoleError';

const VIEWS: readonly ReportView[] = ['open', 'decided', 'all'];

/** Privacy requests (docs/decisions/172): open ones first, oldest deadline first. */
export function PrivacyQueue({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const failure = useConsoleError();
  const [view, setView] = useState<ReportView>('open');
  const requests = useQuery({
    queryKey: ['operator', 'privacy', view],
    queryFn: ({ signal }) => fetchPrivacyRequests(view, signal),
  });
  const error = requests.error ? failure(requests.error) : null;
  return (
    <section className={styles.part} aria-label={t('operator.tabs.privacy')}>
      <label className={`field ${styles.inline}`}>
        <span className="field-label">{t('operatorPrivacy.filterLabel')}</span>
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
      ) : !requests.data ? (
        <PageFallback />
      ) : requests.data.length === 0 ? (
        <p className={`card ${styles.empty}`}>{t('operatorPrivacy.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {requests.data.map((request) => (
            <PrivacyRequestCard
              key={request.request_id}
              request={request}
              onDecided={(message) => {
                void requests.refetch();
                onDone(message);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
