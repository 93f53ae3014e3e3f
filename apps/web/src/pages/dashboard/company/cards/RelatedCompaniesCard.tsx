import type { LinkedCompany } from '@fd/contract';
import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../../features/companies/useDataTerms';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { ProfileLink } from '../../../../features/company-profile/ProfileLink';
import { SourceLine } from '../../../../features/provenance/SourceLine';
import styles from './cards.module.css';

export interface RelatedCompaniesCardProps {
  linked: readonly LinkedCompany[];
}

/** Owners, subsidiaries and founders that are companies of the dataset, each linking to its page. */
export function RelatedCompaniesCard({ linked }: RelatedCompaniesCardProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  return (
    <ProfileCard
      title={t('companyPage.related.title')}
      icon={Network}
      footer={<SourceLine fields={['ownership']} />}
    >
      {linked.length === 0 ? (
        <EmptyNote text={t('companyPage.related.empty')} />
      ) : (
        <ul className={styles.rows}>
          {linked.map((company) => (
            <li key={`${company.relation}-${company.company_id}`} className={styles.rowItem}>
              <span className={styles.rowMain}>
                <ProfileLink kind="company" id={company.company_id}>
                  {company.company_name}
                </ProfileLink>
                <span className={styles.muted}>
                  {terms.place(company.address_city, company.address_country)}
                </span>
              </span>
              <span className={styles.tag}>{t(`companyPage.related.relations.${company.relation}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
