import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './SyntheticBadge.module.css';

export interface SyntheticBadgeProps {
  /** In result rows and lists: a short word and a smaller badge beside the name. */
  compact?: boolean;
  /** What was invented: a company (the default) or a person (an employee page). */
  subject?: 'company' | 'person';
}

/** Marks invented companies and people so nobody takes their data for real. */
export function SyntheticBadge({ compact = false, subject = 'company' }: SyntheticBadgeProps) {
  const { t } = useTranslation();
  const hint = t(subject === 'person' ? 'provenance.syntheticPersonHint' : 'provenance.syntheticHint');
  return (
    <span
      className={compact ? `${styles.badge} ${styles.compact}` : styles.badge}
      title={hint}
      data-testid="synthetic-badge"
    >
      <FlaskConical size={compact ? 12 : 14} aria-hidden="true" />
      {compact ? t('provenance.syntheticShort') : t('provenance.synthetic')}
      <span className="visually-hidden">: {hint}</span>
    </span>
  );
}
