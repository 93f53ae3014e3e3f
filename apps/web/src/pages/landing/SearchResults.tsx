import type { LandingSearchResponse } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { CompanyList } from '../../features/companies/CompanyList';
import { Pagination } from '../../features/pagination/Pagination';
import { formatTotal, landingPageCount, pageRange } from './landingPaging';
import styles from './SearchResults.module.css';
import type { LandingSearchState } from './useLandingSearch';

export interface SearchResultsProps {
  state: Exclude<LandingSearchState, { status: 'idle' }>;
  keyword: string;
  page: number;
  onPageChange: (page: number) => void;
}

export function SearchResults({ state, keyword, page, onPageChange }: SearchResultsProps) {
  const { t } = useTranslation();

  if (state.status === 'error') {
    return (
      <div className="banner banner-error" role="alert">
        {t('landing.error')}
      </div>
    );
  }
  if (state.status === 'empty') {
    return (
      <p className={styles.empty} role="status">
        {t('landing.empty')}
      </p>
    );
  }
  const response: LandingSearchResponse | null = state.status === 'results' ? state.response : state.previous;
  if (!response) {
    return (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('landing.loading')}
      </p>
    );
  }

  const pageCount = landingPageCount(response.total);
  const total = formatTotal(response);
  const { from, to } = pageRange(page, response.companies.length);
  const firstRank = from;
  const companies = response.companies.map((company, index) => ({ ...company, rank: firstRank + index }));

  return (
    <div
      className={state.status === 'loading' ? `${styles.results} ${styles.stale}` : styles.results}
      aria-busy={state.status === 'loading'}
    >
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {t('landing.resultsFound', { count: response.total, formatted: total })}
        </p>
        <p className={styles.pageInfo}>
          {t('landing.pageInfo', { page, pages: pageCount, from, to, total })}
        </p>
      </div>
      <CompanyList companies={companies} caption={t('landing.resultsLabel', { keyword })} variant="search" />
      <div className={styles.pager}>
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      </div>
    </div>
  );
}
