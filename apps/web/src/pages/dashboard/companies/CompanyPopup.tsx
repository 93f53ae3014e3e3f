import type { CompanySearchResult } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './CompanyPopup.module.css';
import { LegalStatus } from './LegalStatus';

export interface CompanyPopupProps {
  result: CompanySearchResult;
}

/** What a map marker shows when clicked. */
export function CompanyPopup({ result }: CompanyPopupProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.popup}>
      <strong className={styles.name}>{result.company_name}</strong>
      {result.address && <span className={styles.address}>{result.address}</span>}
      <LegalStatus status={result.legal_status} />
      <Link to={`/dashboard/companies/${result.company_id}`} className={styles.link}>
        {t('search.map.openProfile')}
      </Link>
    </div>
  );
}
