import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/AuthContext';
import { parsePage } from '../../features/pagination/pageWindow';
import { usePageTitle } from '../../features/ui/usePageTitle';
import { ExploreCards } from './ExploreCards';
import { Hero } from './Hero';
import styles from './LandingPage.module.css';
import { landingPageCount, lastLandingPage } from './landingPaging';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { useLandingSearch } from './useLandingSearch';

/** `/` and `/suche`: keyword and page live in the address (?q=&page=), so results can be linked. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('landing.title'));
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim();
  const signedIn = useAuth().isLoggedIn;
  // Without an account a linked page past the first results shows the last one allowed.
  const page = parsePage(params.get('page'), lastLandingPage(signedIn));
  const [attempt, setAttempt] = useState(0);
  const state = useLandingSearch(keyword, page, attempt);
  const resultsRef = useRef<HTMLElement>(null);

  // A new address starts the search by itself; `attempt` only repeats a search already on screen.
  // Bumping it on every search also re-ran the old search: the router applies the address later.
  const search = (next: string) => {
    if (next === keyword && page === 1) setAttempt((count) => count + 1);
    setParams({ q: next, page: '1' });
  };
  const changePage = (next: number) => {
    setParams({ q: keyword, page: String(next) });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  // A linked page beyond the last one shows the last page instead.
  useEffect(() => {
    if (state.status !== 'results') return;
    const lastPage = landingPageCount(state.shown.response.total, signedIn);
    if (page > lastPage) setParams({ q: keyword, page: String(lastPage) }, { replace: true });
  }, [state, page, keyword, setParams, signedIn]);

  return (
    <>
      <Hero compact={keyword !== ''}>
        <SearchBox keyword={keyword} onSearch={search} />
      </Hero>
      <section ref={resultsRef} className={`container ${styles.results}`}>
        {state.status === 'idle' ? (
          <ExploreCards />
        ) : (
          <SearchResults
            state={state}
            keyword={keyword}
            page={page}
            signedIn={signedIn}
            onPageChange={changePage}
          />
        )}
      </section>
    </>
  );
}
