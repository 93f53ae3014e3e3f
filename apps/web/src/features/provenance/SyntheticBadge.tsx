import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './SyntheticBadge.module.css';

export interface SyntheticBadgeProps {
  /** In result rows and lists: a short word and a smaller badge beside the name. */
  compact?: boolean;
}

/** Marks invented companies so nobody takes their figures for real ones. */
export function SyntheticBadge({ compact = false }: SyntheticBadgeProps) {
  const { t } = useTranslation();
  return (
    <span
      className={compact ? `${styles.badge} ${styles.compact}` : styles.badge}
      title={t('provenance.syntheticHint')}
      data-testid="synthetic-badge"
    >
      <FlaskConical size={compact ? 12 : 14} aria-hidden="true" />
      {compact ? t('provenance.syntheticShort') : t('provenance.synthetic')}
      <span className="visually-hidden">: {t('provenance.syntheticHint')}</span>
    </span>
  );
}
