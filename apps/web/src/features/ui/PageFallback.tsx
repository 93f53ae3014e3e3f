import { useTranslation } from 'react-i18next';
import styles from './PageFallback.module.css';

/** Shown while a page's code is loading. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
