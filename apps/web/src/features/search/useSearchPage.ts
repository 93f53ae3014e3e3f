import { DASHBOARD_MIN_QUERY_LENGTH, DASHBOARD_PAGE_SIZE, type SearchResponse } from '@fd/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import {
  type AdvancedCriteria,
  type AdvancedProblems,
  type AdvancedSearchKind,
  advancedFromIndicators,
  advancedIndicators,
  advancedProblems,
  EMPTY_ADVANCED,
  EMPTY_QUICK,
  type QuickCriteria,
  quickIndicators,
} from './criteria';
import type { SearchMode } from './SearchTabs';
import {
  advancedSearchParams,
  PAGES_PARAM,
  quickSearchParams,
  type ResultOrder,
  readSearchParams,
  withPages,
} from './searchParams';
import { type DashboardSearch, useDashboardSearch } from './useDashboardSearch';
import { useReplaceSearchUrl, useSearchUrl } from './useSearchUrl';

type SearchResult = SearchResponse['results'][number];

export interface SearchPageOptions<T extends SearchResult> {
  entity: 'companies' | 'companies_employees';
  isResult: (result: SearchResult) => result is T;
  kind: AdvancedSearchKind;
  /** The alert for a name under 3 characters (the product's wording). */
  nameTooShort: string;
}

export interface SearchPage<T> {
  search: DashboardSearch<T>;
  isLoggedIn: boolean;
  mode: SearchMode;
  setMode: (mode: SearchMode) => void;
  quick: QuickCriteria;
  setQuick: (quick: QuickCriteria) => void;
  advanced: AdvancedCriteria;
  setAdvanced: (advanced: AdvancedCriteria) => void;
  problems: AdvancedProblems | null;
  submitQuick: () => void;
  submitAdvanced: () => void;
  /** Orders the current advanced search's results anew (nearest first needs an address). */
  sortBy: (sort: ResultOrder) => void;
}

/**
 * State of a dashboard search page: both forms, the search, and the address. A search the user
 * runs is written to the address; an address the page did not write (deep link, back/forward,
 * top bar) fills the form and runs its search. `filters` only counts for logged-in users.
 */
export function useSearchPage<T extends SearchResult>(options: SearchPageOptions<T>): SearchPage<T> {
  const { entity, isResult, kind, nameTooShort } = options;
  const { isLoggedIn } = useAuth();
  const search = useDashboardSearch(entity, isResult);
  const [mode, setMode] = useState<SearchMode>('quick');
  const [quick, setQuick] = useState<QuickCriteria>(EMPTY_QUICK);
  const [advanced, setAdvanced] = useState<AdvancedCriteria>(EMPTY_ADVANCED);
  const [problems, setProblems] = useState<AdvancedProblems | null>(null);

  /** Runs a valid advanced search and returns its request; marks the problems of an invalid one. */
  const runAdvanced = (criteria: AdvancedCriteria, pages = 1, sort: ResultOrder = 'relevance') => {
    const found = advancedProblems(criteria, kind);
    setProblems(found);
    if (found) return null;
    const indicators = advancedIndicators(criteria, kind);
    search.run(indicators, pages, sort);
    return indicators;
  };

  const writeUrl = useSearchUrl((params) => {
    const fromUrl = readSearchParams(params);
    if (fromUrl.filters && isLoggedIn) {
      const criteria = advancedFromIndicators(fromUrl.filters, kind);
      setMode('advanced');
      setAdvanced(criteria);
      runAdvanced(criteria, fromUrl.pages, fromUrl.sort);
    } else if (fromUrl.quick && fromUrl.quick.keyword.length >= DASHBOARD_MIN_QUERY_LENGTH) {
      setMode('quick');
      setQuick(fromUrl.quick);
      search.run(quickIndicators(fromUrl.quick), fromUrl.pages);
    } else {
      // An anonymous user's filters link opens the advanced tab, which explains the sign-in.
      if (fromUrl.filters) setMode('advanced');
      search.reset();
    }
  });

  // The pages 'show more' loaded go into the address, so that back, reload and a link keep them.
  const location = useLocation();
  const replaceUrl = useReplaceSearchUrl();
  const { status, offset } = search;
  useEffect(() => {
    if (status !== 'done') return;
    const params = new URLSearchParams(location.search);
    const pages = Math.floor(offset / DASHBOARD_PAGE_SIZE) + 1;
    if (String(pages > 1 ? pages : '') !== (params.get(PAGES_PARAM) ?? '')) {
      replaceUrl(withPages(params, pages));
    }
  }, [status, offset, location.search, replaceUrl]);

  const submitQuick = () => {
    if (quick.keyword.trim().length < DASHBOARD_MIN_QUERY_LENGTH) {
      window.alert(nameTooShort);
      return;
    }
    search.run(quickIndicators(quick));
    writeUrl(quickSearchParams(quick));
  };

  const submitAdvanced = () => {
    const indicators = runAdvanced(advanced, 1, search.sort);
    if (indicators) writeUrl(advancedSearchParams(indicators, search.sort));
  };

  const sortBy = (sort: ResultOrder) => {
    if (search.indicators.length === 0) return;
    search.run(search.indicators, 1, sort);
    writeUrl(advancedSearchParams(search.indicators, sort));
  };

  return {
    search,
    isLoggedIn,
    mode,
    setMode,
    quick,
    setQuick,
    advanced,
    setAdvanced,
    problems,
    submitQuick,
    submitAdvanced,
    sortBy,
  };
}
