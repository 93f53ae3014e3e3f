import { useTranslation } from 'react-i18next';
import styles from './PageFallback.module.css';

export function LoadErrorMessage() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback}>
      <div className="banner banner-error" role="alert">
        <p>{t('loadError.text')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
          {t('loadError.reload')}
        </button>
      </div>
    </div>
  );
}
