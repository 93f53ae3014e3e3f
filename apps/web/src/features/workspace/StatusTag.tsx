import { useTranslation } from 'react-i18next';
import styles from './StatusTag.module.css';

const KNOWN_STATUSES = ['Active', 'Inactive', 'In Liquidation'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(value: string): value is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(value);
}

export interface StatusTagProps {
  legalStatus: string;
}

/** A company's legal status in tables and cards: 'Active' in the positive colour, others in red. */
export function StatusTag({ legalStatus }: StatusTagProps) {
  const { t } = useTranslation();
  const label = isKnownStatus(legalStatus) ? t(`companyPage.status.${legalStatus}`) : legalStatus;
  return <span className={legalStatus === 'Active' ? styles.active : styles.inactive}>{label}</span>;
}
