import type { Employee } from '@fd/contract';
import { Search, UsersRound } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../../features/companies/useDataTerms';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { ProfileLink } from '../../../../features/company-profile/ProfileLink';
import { SearchInput } from '../../../../features/ui/SearchInput';
import styles from './TeamCard.module.css';
import { matchesTeamQuery } from './teamSearch';

export interface TeamCardProps {
  employees: readonly Employee[];
}

/** How many profiles show before 'show all'; three full rows of the desktop grid. */
const INITIAL_VISIBLE = 12;

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

/** Searchable grid of the company's employee profiles, each linking to its page. */
export function TeamCard({ employees }: TeamCardProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const matches = useMemo(
    () => employees.filter((employee) => matchesTeamQuery(employee, query)),
    [employees, query],
  );
  const visible = showAll || query.trim() ? matches : matches.slice(0, INITIAL_VISIBLE);

  return (
    <ProfileCard
      title={t('companyPage.team.title')}
      icon={UsersRound}
      wide
      actions={
        employees.length > 0 && (
          <div className={styles.search}>
            <Search size={16} className={styles.searchIcon} aria-hidden="true" />
            <SearchInput
              id={inputId}
              label={t('companyPage.team.searchLabel')}
              className={styles.searchInput}
              placeholder={t('companyPage.team.searchPlaceholder')}
              value={query}
              onChange={setQuery}
            />
          </div>
        )
      }
    >
      {visible.length === 0 ? (
        <EmptyNote text={t('companyPage.team.empty')} />
      ) : (
        <ul className={styles.grid}>
          {visible.map((employee) => (
            <li key={employee.employee_id}>
              <ProfileLink kind="employee" id={employee.employee_id} className={styles.member}>
                <span className={styles.initials} aria-hidden="true">
                  {initials(employee.fullName)}
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{employee.fullName}</span>
                  <span className={styles.title}>{terms.position(employee.title)}</span>
                </span>
              </ProfileLink>
            </li>
          ))}
        </ul>
      )}
      {visible.length < matches.length && (
        <button
          type="button"
          className={`btn btn-secondary ${styles.showAll}`}
          onClick={() => setShowAll(true)}
        >
          {t('companyPage.team.showAll', { count: matches.length })}
        </button>
      )}
    </ProfileCard>
  );
}
