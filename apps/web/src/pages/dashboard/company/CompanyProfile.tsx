import type { CompanyDetail } from '@fd/contract';
import { ProvenanceProvider } from '../../../features/provenance/ProvenanceContext';
import { usePageTitle } from '../../../features/ui/usePageTitle';
import { CompanyHeader } from './CompanyHeader';
import styles from './CompanyProfile.module.css';
import { BoardCard } from './cards/BoardCard';
import { ChangesCard } from './cards/ChangesCard';
import { ContactCard } from './cards/ContactCard';
import { LegalCard } from './cards/LegalCard';
import { OverviewCard } from './cards/OverviewCard';
import { RelatedCompaniesCard } from './cards/RelatedCompaniesCard';
import { TeamCard } from './cards/TeamCard';
import { TechnicalInfoCard } from './cards/TechnicalInfoCard';
import { UpdatesCard } from './cards/UpdatesCard';
import { FinancialCard } from './financial/FinancialCard';
import { NetworkCard } from './network/NetworkCard';

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
      <div className={styles.page}>
        <CompanyHeader
          company={company}
          watched={detail.watched}
          synthetic={detail.provenance.synthetic}
          onRefreshed={onReload}
        />
        {/* Two columns on wide screens; the stacks pair short cards against a tall one. */}
        <div className={styles.grid}>
          <OverviewCard company={company} group={detail.group} />
          <div className={styles.stack}>
            <LegalCard company={company} />
            <UpdatesCard
              company={company}
              financials={detail.financials}
              showUpdates={detail.provenance.synthetic}
            />
          </div>
          <FinancialCard
            companyName={company.company_name}
            financials={detail.financials}
            peers={detail.peers}
          />
          <div className={styles.stack}>
            <ContactCard company={company} />
            <RelatedCompaniesCard linked={detail.linked_companies} />
            <ChangesCard history={detail.history} />
          </div>
          <BoardCard
            company={company}
            representatives={detail.representatives}
            linked={detail.linked_companies}
          />
          <TechnicalInfoCard domainInfo={company.domain_info} />
          <NetworkCard companyId={company.company_id} />
          <TeamCard employees={detail.employees} />
        </div>
      </div>
    </ProvenanceProvider>
  );
}
