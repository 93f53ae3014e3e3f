import type { CompanySearchResult } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
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
      <ProfileLink kind="company" id={result.company_id} className={styles.link}>
        {t('search.map.openProfile')}
      </ProfileLink>
    </div>
  );
}
