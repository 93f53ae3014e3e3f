import { ANONYMOUS_SEARCH_DEPTH, formatCount } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { CompanyList } from '../../features/companies/CompanyList';
import { Pagination } from '../../features/pagination/Pagination';
import { DidYouMean } from '../../features/search/DidYouMean';
import { PremiumHint } from '../../features/search/PremiumHint';
import { useLang } from '../../i18n/useLang';
import { formatTotal, landingPageCount, pageRange } from './landingPaging';
import styles from './SearchResults.module.css';
import type { LandingPage, LandingSearchState } from './useLandingSearch';

export interface SearchResultsProps {
  state: Exclude<LandingSearchState, { status: 'idle' }>;
  keyword: string;
  page: number;
  /** Without an account the pages stop after the first results, and a hint says why. */
  signedIn: boolean;
  onPageChange: (page: number) => void;
}

export function SearchResults({ state, keyword, page, signedIn, onPageChange }: SearchResultsProps) {
  const { t } = useTranslation();
  const lang = useLang();

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
  const shown: LandingPage | null = state.status === 'results' ? state.shown : state.previous;
  if (!shown) {
    return (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('landing.loading')}
      </p>
    );
  }

  // While the next page loads, the rows, ranks and range are those of the page still shown.
  const { response } = shown;
  const { from, to, total: shownTotal } = pageRange(shown.page, response.companies.length, response);
  const pageCount = landingPageCount(shownTotal, signedIn);
  const total = formatTotal({ ...response, total: shownTotal }, lang);
  const firstRank = from;
  const companies = response.companies.map((company, index) => ({ ...company, rank: firstRank + index }));

  return (
    <div
      className={state.status === 'loading' ? `${styles.results} ${styles.stale}` : styles.results}
      aria-busy={state.status === 'loading'}
    >
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {t('landing.resultsFound', { count: shownTotal, formatted: total })}
        </p>
        <p className={styles.pageInfo}>
          {t('landing.pageInfo', {
            page: shown.page,
            pages: pageCount,
            from: formatCount(from, lang),
            to: formatCount(to, lang),
            total,
          })}
        </p>
      </div>
      {response.did_you_mean && (
        <DidYouMean
          suggestion={response.did_you_mean}
          to={{ search: `?${new URLSearchParams({ q: response.did_you_mean, page: '1' })}` }}
        />
      )}
      <CompanyList companies={companies} caption={t('landing.resultsLabel', { keyword })} variant="search" />
      <div className={styles.pager}>
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      </div>
      {!signedIn && shownTotal > ANONYMOUS_SEARCH_DEPTH && (
        <PremiumHint text={t('landing.depthHint', { depth: formatCount(ANONYMOUS_SEARCH_DEPTH, lang) })} />
      )}
    </div>
  );
}
