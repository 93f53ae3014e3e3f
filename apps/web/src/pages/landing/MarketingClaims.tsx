import { formatCount, MARKETING_CLAIMS } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import styles from './MarketingClaims.module.css';

const CLAIMS = [
  { key: 'companyRecords', value: MARKETING_CLAIMS.companyRecords },
  { key: 'financialReports', value: MARKETING_CLAIMS.financialReports },
  { key: 'employeeProfiles', value: MARKETING_CLAIMS.employeeProfiles },
] as const;

/** The landing page's figures (fixed product texts, docs/decisions/078: about 3.6M companies, 1.8M reports, 480K profiles). */
export function MarketingClaims() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <dl className={styles.claims} aria-label={t('landing.claimsLabel')}>
      {CLAIMS.map((claim) => (
        <div key={claim.key} className={styles.claim}>
          <dt className={styles.label}>{t(`landing.claims.${claim.key}`)}</dt>
          <dd className={styles.value}>
            <span className={styles.approx}>{t('landing.claimApprox')}</span> {formatCount(claim.value, lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
