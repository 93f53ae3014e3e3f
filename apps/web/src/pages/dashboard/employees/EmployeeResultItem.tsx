import type { EmployeeSearchResult } from '@fd/contract';
import { Briefcase, Building2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
import { FuzzyMatchMark } from '../../../features/search/FuzzyMatchMark';
import { localHeadline } from '../employee/headline';
import styles from './EmployeeResultItem.module.css';

export interface EmployeeResultItemProps {
  result: EmployeeSearchResult;
}

/** A person in the result list: name, headline, employer (linked by its name) and industry. */
export function EmployeeResultItem({ result }: EmployeeResultItemProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  return (
    <article className={styles.item}>
      <h3 className={styles.name}>
        <ProfileLink kind="employee" id={result.employee_id}>
          {result.fullName}
        </ProfileLink>
        <FuzzyMatchMark match={result.match} />
      </h3>
      <p className={styles.headline}>
        {localHeadline(result.headline || result.title, terms, t('employeePage.atCompany'))}
      </p>
      <ul className={styles.facts}>
        <li>
          <Building2 size={14} aria-hidden="true" />
          {result.company_id !== null ? (
            <ProfileLink kind="company" id={result.company_id}>
              {result.company_name ?? t('search.employeeResult.companyId', { id: result.company_id })}
            </ProfileLink>
          ) : (
            t('search.employeeResult.noCompany')
          )}
        </li>
        {result.industry && (
          <li>
            <Briefcase size={14} aria-hidden="true" />
            {t('search.employeeResult.industry', { industry: terms.industry(result.industry) })}
          </li>
        )}
        {result.locality && (
          <li>
            <MapPin size={14} aria-hidden="true" />
            {terms.locality(result.locality)}
          </li>
        )}
      </ul>
    </article>
  );
}
