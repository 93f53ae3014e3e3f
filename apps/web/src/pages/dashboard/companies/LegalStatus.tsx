import { useTranslation } from 'react-i18next';
import styles from './LegalStatus.module.css';

export interface LegalStatusProps {
  status: string;
}

/** 'Active' in the primary colour, anything else in red. */
export function LegalStatus({ status }: LegalStatusProps) {
  const { t } = useTranslation();
  const active = status === 'Active';
  return (
    <span className={active ? `${styles.status} ${styles.active}` : `${styles.status} ${styles.inactive}`}>
      {active ? t('search.choices.Active') : status === 'Inactive' ? t('search.choices.Inactive') : status}
    </span>
  );
}
