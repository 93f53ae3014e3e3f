import { type Company, REFRESH_REENABLE_MS } from '@fd/contract';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../features/api/api-error';
import { refreshCompanyData } from '../../../features/api/companyProfile';
import styles from './CompanyHeader.module.css';

export interface RefreshDataButtonProps {
  company: Pick<Company, 'company_id' | 'source' | 'datalink'>;
  /** Reloads the company once the source has been read again. */
  onRefreshed: () => void;
}

type Phase = 'idle' | 'refreshing' | 'cooldown';

/**
 * Refresh Data (docs/decisions/076): disabled and labelled 'Refreshing...' during the call; then the
 * company reloads and the button re-enables after 1 s.
 */
export function RefreshDataButton({ company, onRefreshed }: RefreshDataButtonProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'cooldown') return;
    const timer = window.setTimeout(() => setPhase('idle'), REFRESH_REENABLE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const refresh = async () => {
    setPhase('refreshing');
    setResult(null);
    try {
      const response = await refreshCompanyData(company);
      const count = response.changes.length;
      setResult(count > 0 ? t('companyPage.refresh.changes', { count }) : t('companyPage.refresh.noChanges'));
    } catch (error) {
      console.error('Refreshing the company failed.', error);
      // Refreshing needs an account: the server's message says so.
      if (error instanceof ApiError && error.status === 401) setResult(error.message);
    }
    onRefreshed();
    setPhase('cooldown');
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={phase !== 'idle'}
        onClick={() => void refresh()}
      >
        <RefreshCw
          size={16}
          aria-hidden="true"
          className={phase === 'refreshing' ? styles.spinning : undefined}
        />
        {phase === 'idle' ? t('companyPage.refresh.button') : t('companyPage.refresh.busy')}
      </button>
      <span className={styles.refreshResult} role="status">
        {result}
      </span>
    </>
  );
}
