import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './SyntheticBadge.module.css';

/** Marks invented companies so nobody takes their figures for real ones. */
export function SyntheticBadge() {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} title={t('provenance.syntheticHint')}>
      <FlaskConical size={14} aria-hidden="true" />
      {t('provenance.synthetic')}
      <span className="visually-hidden">: {t('provenance.syntheticHint')}</span>
    </span>
  );
}
