import type { CompanyDetail } from '@fd/contract';
import { CompanyOriginProvider } from '../../../features/company-profile/companyOrigin';
import { ProvenanceProvider } from '../../../features/provenance/ProvenanceContext';
import { usePageTitle } from '../../../features/ui/usePageTitle';
import { CompanyHeader } from './CompanyHeader';
import styles from './CompanyProfile.module.css';
import { BoardCard } from './cards/BoardCard';
import { ContactCard } from './cards/ContactCard';
import { LegalCard } from './cards/LegalCard';
import { OverviewCard } from './cards/OverviewCard';
import { RelatedCompaniesCard } from './cards/RelatedCompaniesCard';
import { SimilarCompaniesCard } from './cards/SimilarCompaniesCard';
import { TeamCard } from './cards/TeamCard';
import { TechnicalInfoCard } from './cards/TechnicalInfoCard';
import { TimelineCard } from './cards/timeline/TimelineCard';
import { FinancialCard } from './financial/FinancialCard';
import { NetworkCard } from './network/NetworkCard';
import { SectionNav } from './summary/SectionNav';

export interface CompanyProfileProps {
  detail: CompanyDetail;
  onReload: () => void;
}

/** Header and cards of a loaded company. */
export function CompanyProfile({ detail, onReload }: CompanyProfileProps) {
  const { company } = detail;
  usePageTitle(company.company_name);
  return (
    <ProvenanceProvider value={detail.provenance}>
      <CompanyOriginProvider origin={{ company_id: company.company_id, company_name: company.company_name }}>
        <div className={styles.page}>
          <CompanyHeader
            company={company}
            watched={detail.watched}
            synthetic={detail.provenance.synthetic}
            onRefreshed={onReload}
            financials={detail.financials}
            group={detail.group}
            events={detail.events}
          />
          <SectionNav />
          {/* Two columns on wide screens; the stacks pair short cards against a tall one. */}
          <div className={styles.grid}>
            <OverviewCard
              company={company}
              group={detail.group}
              groupUnavailable={detail.group_unavailable}
              events={detail.events}
            />
            <div className={styles.stack}>
              <LegalCard company={company} />
              <ContactCard company={company} events={detail.events} />
            </div>
            <FinancialCard
              companyName={company.company_name}
              financials={detail.financials}
              peers={detail.peers}
            />
            <TimelineCard company={company} events={detail.events} />
            <BoardCard
              company={company}
              representatives={detail.representatives}
              linked={detail.linked_companies}
            />
            <div className={styles.stack}>
              <RelatedCompaniesCard linked={detail.linked_companies} />
              <SimilarCompaniesCard companyId={company.company_id} />
              <TechnicalInfoCard domainInfo={company.domain_info} />
            </div>
            <NetworkCard companyId={company.company_id} />
            <TeamCard employees={detail.employees} />
          </div>
        </div>
      </CompanyOriginProvider>
    </ProvenanceProvider>
  );
}
