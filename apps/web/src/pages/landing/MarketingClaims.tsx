import { aboutCount, formatCount } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useDatasetCounts } from '../../features/dataset/useDatasetCounts';
import { useLang } from '../../i18n/useLang';
import styles from './MarketingClaims.module.css';

/**
 * The landing page's figures: the product's wording ("about N company records, financial
 * reports, employee profiles") filled from the dataset served (docs/decisions/078).
 */
export function MarketingClaims() {
  const { t } = useTranslation();
  const lang = useLang();
  const counts = useDatasetCounts();
  if (!counts) return null;
  const claims = [
    { key: 'companyRecords', value: counts.companies },
    { key: 'financialReports', value: counts.financial_reports },
    { key: 'employeeProfiles', value: counts.employees },
  ] as const;
  return (
    <dl className={styles.claims} aria-label={t('landing.claimsLabel')}>
      {claims.map((claim) => (
        <div key={claim.key} className={styles.claim}>
          <dt className={styles.label}>{t(`landing.claims.${claim.key}`)}</dt>
          <dd className={styles.value} data-count={claim.value}>
            <span className={styles.approx}>{t('landing.claimApprox')}</span>{' '}
            {formatCount(aboutCount(claim.value), lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
