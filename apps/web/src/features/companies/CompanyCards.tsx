import { useTranslation } from 'react-i18next';
import { SyntheticBadge } from '../provenance/SyntheticBadge';
import { FuzzyMatchMark } from '../search/FuzzyMatchMark';
import { CardFacts } from './CardFacts';
import styles from './CompanyCards.module.css';
import { CompanyLink } from './CompanyLink';
import type { RankedCompany } from './RankedCompany';
import { useDataTerms } from './useDataTerms';

export interface CompanyCardsProps {
  companies: readonly RankedCompany[];
  caption: string;
  variant: 'search' | 'top';
}

/** The company list on small screens: one card per company. */
export function CompanyCards({ companies, caption, variant }: CompanyCardsProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const newTab = variant === 'top';
  const notPublished = t('provenance.notPublished');

  return (
    <ol className={styles.list} aria-label={caption}>
      {companies.map((company) => (
        <li key={company.company_id} className={styles.card}>
          <div className={styles.head}>
            <span className={styles.rank}>{company.rank}</span>
            <div className={styles.title}>
              <CompanyLink companyId={company.company_id} newTab={newTab} className={styles.name}>
                {company.company_name}
              </CompanyLink>
              <FuzzyMatchMark match={company.match} />
              {company.synthetic && <SyntheticBadge compact />}
              <span className={styles.location}>
                {terms.place(company.address_city, company.address_country)}
              </span>
            </div>
          </div>
          {company.gegenstand && <p className={styles.industry}>{terms.industry(company.gegenstand)}</p>}
          <CardFacts company={company} notPublished={notPublished} />
          {variant === 'search' && (
            <CompanyLink
              companyId={company.company_id}
              newTab={false}
              className={`btn btn-secondary ${styles.cta}`}
            >
              {t('companyList.viewDetails')}
            </CompanyLink>
          )}
        </li>
      ))}
    </ol>
  );
}
