import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';

export interface LoadFailedProps {
  onRetry: () => void;
}

/** The error state of a page or section, with a retry. */
export function LoadFailed({ onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div className={`banner banner-error ${styles.failed}`} role="alert">
      <p>{t('workspace.common.loadError')}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        {t('workspace.common.retry')}
      </button>
    </div>
  );
}
