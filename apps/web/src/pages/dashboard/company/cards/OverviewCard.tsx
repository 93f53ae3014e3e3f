import {
  type Company,
  type CompanyEvent,
  type CompanyGroup,
  IDENTIFIER_FIELDS,
  identifierLabelKey,
} from '@fd/contract';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { FactList } from '../../../../features/company-profile/FactList';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { SourceLine } from '../../../../features/provenance/SourceLine';
import { formatIsoDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import { StatusBadge } from '../StatusBadge';
import { sectionId } from '../summary/sections';
import styles from './cards.module.css';
import { Description } from './Description';
import { FormerValues } from './FormerValues';
import { GroupFacts } from './GroupFacts';
import { IndustryName } from './IndustryName';

export interface OverviewCardProps {
  company: Company;
  group: CompanyGroup;
  /** The server could not read the group: the card says so. */
  groupUnavailable?: boolean;
  /** Newest first: the former names come from them. */
  events: readonly CompanyEvent[];
}

/** Description, key facts, former names, the company's group and every identifier the company has. */
export function OverviewCard({ company, group, groupUnavailable, events }: OverviewCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const notAvailable = t('common.notAvailable');
  const identifiers = IDENTIFIER_FIELDS.flatMap((field) => {
    const value = company[field];
    return value
      ? [
          {
            label: t(`companyPage.${identifierLabelKey(field, company.address_country)}`),
            value: <span className={styles.code}>{value}</span>,
          },
        ]
      : [];
  });

  return (
    <ProfileCard
      id={sectionId('overview')}
      title={t('companyPage.overview.title')}
      icon={Building2}
      footer={<SourceLine fields={['name', 'legal_form', 'date_founded', 'lei', 'register']} />}
    >
      <Description company={company} />
      <FactList
        layout="stacked"
        facts={[
          {
            label: t('companyPage.overview.industry'),
            value: company.gegenstand ? <IndustryName industry={company.gegenstand} /> : notAvailable,
            wide: true,
          },
          {
            label: t('companyPage.overview.founded'),
            value: formatIsoDate(company.date_founded, lang) ?? notAvailable,
          },
          {
            label: t('companyPage.overview.status'),
            value: <StatusBadge legalStatus={company.legal_status} />,
          },
          { label: t('companyPage.overview.legalForm'), value: company.legal_form ?? notAvailable },
        ]}
      />
      <FormerValues events={events} type="name_change" title={t('timeline.formerNames')} />
      <GroupFacts company={company} group={group} unavailable={groupUnavailable} />
      <div className={styles.section}>
        <h3 className={styles.subheading}>{t('companyPage.overview.identifiers')}</h3>
        {identifiers.length > 0 ? (
          <FactList facts={identifiers} />
        ) : (
          <EmptyNote text={t('companyPage.overview.noIdentifiers')} />
        )}
      </div>
    </ProfileCard>
  );
}
