import { type Company, ceoName, type LinkedCompany, type Representative } from '@fd/contract';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { FactList } from '../../../../features/company-profile/FactList';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { SourceLine } from '../../../../features/provenance/SourceLine';
import { sectionId } from '../summary/sections';
import { PartyList } from './PartyList';
import { RepresentativeGroups } from './RepresentativeGroups';

export interface BoardCardProps {
  company: Pick<Company, 'ceo' | 'owners' | 'founders' | 'subsidiaries'>;
  representatives: readonly Representative[];
  linked: readonly LinkedCompany[];
}

/** CEO, owners, founders, subsidiaries and the representatives grouped by title. */
export function BoardCard({ company, representatives, linked }: BoardCardProps) {
  const { t } = useTranslation();
  const hasAny =
    Boolean(company.ceo) ||
    company.owners.length + company.founders.length + company.subsidiaries.length + representatives.length >
      0;

  return (
    <ProfileCard
      id={sectionId('people')}
      title={t('companyPage.board.title')}
      icon={Users}
      footer={<SourceLine fields={['representatives']} />}
    >
      {!hasAny && <EmptyNote text={t('companyPage.board.empty')} />}
      {company.ceo && (
        <FactList facts={[{ label: t('companyPage.board.ceo'), value: ceoName(company.ceo) }]} />
      )}
      {company.owners.length > 0 && (
        <PartyList title={t('companyPage.board.owners')} parties={company.owners} linked={linked} />
      )}
      {company.founders.length > 0 && (
        <PartyList title={t('companyPage.board.founders')} parties={company.founders} linked={linked} />
      )}
      {company.subsidiaries.length > 0 && (
        <PartyList
          title={t('companyPage.board.subsidiaries')}
          parties={company.subsidiaries}
          linked={linked}
        />
      )}
      {representatives.length > 0 && <RepresentativeGroups representatives={representatives} />}
    </ProfileCard>
  );
}
