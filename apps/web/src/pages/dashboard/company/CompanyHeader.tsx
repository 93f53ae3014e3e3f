import type { Company, CompanyEvent, CompanyGroup, FinancialRecord } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../features/auth/AuthContext';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { BackToSearchLink } from '../../../features/company-profile/BackToSearchLink';
import { SyntheticBadge } from '../../../features/provenance/SyntheticBadge';
import { ReportIssueButton } from '../../../features/report-issue/ReportIssueButton';
import { ShareMenu } from '../../../features/share/ShareMenu';
import { shareText } from '../../../features/share/shareLinks';
import { AddToListMenu } from '../../../features/workspace/AddToListMenu';
import { WatchButton } from '../../../features/workspace/WatchButton';
import styles from './CompanyHeader.module.css';
import { RefreshDataButton } from './RefreshDataButton';
import { KeyFacts } from './summary/KeyFacts';

export interface CompanyHeaderProps {
  company: Company;
  /** Whether the signed-in viewer watches the company. */
  watched: boolean;
  /** Invented by the generator: marked so nobody takes it for a real company. */
  synthetic: boolean;
  onRefreshed: () => void;
  financials: readonly FinancialRecord[];
  group: CompanyGroup;
  events: readonly CompanyEvent[];
}

/** Name, status, back link and the page's actions: watch, add to a list, share, report, and refresh for signed-in users. */
export function CompanyHeader({
  company,
  watched,
  synthetic,
  onRefreshed,
  financials,
  group,
  events,
}: CompanyHeaderProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const { isLoggedIn } = useAuth();
  const pageUrl = `${window.location.origin}/dashboard/companies/${company.company_id}`;
  const place = terms.place(company.address_city, company.address_country);

  return (
    <header className={styles.header}>
      <BackToSearchLink fallback="/dashboard/companies" />
      <div className={styles.row}>
        <div className={styles.identity}>
          <div className={styles.titleLine}>
            <h1 className={styles.name}>{company.company_name}</h1>
            {synthetic && <SyntheticBadge />}
          </div>
          <p className={styles.meta}>
            {[company.gegenstand && terms.industry(company.gegenstand), place].filter(Boolean).join(' · ') ||
              t('common.notAvailable')}
          </p>
          <KeyFacts company={company} financials={financials} group={group} events={events} />
        </div>
        <div className={styles.actions}>
          <WatchButton companyId={company.company_id} companyName={company.company_name} watched={watched} />
          <AddToListMenu companyIds={[company.company_id]} />
          <ShareMenu
            url={pageUrl}
            text={shareText(
              company.company_name,
              (terms.lang === 'en' && company.short_description_en) || company.short_description,
            )}
            subject={company.company_name}
          />
          <ReportIssueButton
            entityType="company"
            entityId={company.company_id}
            entityName={company.company_name}
          />
          {/* Refreshing needs an account; it is not offered to anonymous visitors. */}
          {isLoggedIn && <RefreshDataButton company={company} onRefreshed={onRefreshed} />}
        </div>
      </div>
    </header>
  );
}
