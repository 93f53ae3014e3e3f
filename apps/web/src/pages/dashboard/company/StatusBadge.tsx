import { useTranslation } from 'react-i18next';
import styles from './StatusBadge.module.css';

const KNOWN_STATUSES = ['Active', 'Inactive', 'In Liquidation'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(value: string): value is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(value);
}

export interface StatusBadgeProps {
  legalStatus: string;
}

/** Legal status: 'Active' in the positive colour, every other status in red (as in the search list). */
export function StatusBadge({ legalStatus }: StatusBadgeProps) {
  const { t } = useTranslation();
  const label = isKnownStatus(legalStatus) ? t(`companyPage.status.${legalStatus}`) : legalStatus;
  return (
    <span className={`${styles.badge} ${legalStatus === 'Active' ? styles.active : styles.inactive}`}>
      {label}
    </span>
  );
}
