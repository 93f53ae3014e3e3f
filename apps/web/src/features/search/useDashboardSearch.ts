import { DASHBOARD_PAGE_SIZE, type PerformanceIndicator, type SearchResponse } from '@fd/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { isAbortError } from '../api/client';
import { runDashboardSearch } from '../api/search';
import type { ResultOrder } from './searchParams';
import { nextOffset } from './showMore';

type SearchResult = SearchResponse['results'][number];
export type SearchLocation = NonNullable<SearchResponse['location']>;

export interface DashboardSearchState<T> {
  /** idle: nothing searched yet (or the last search failed); loading: a new search is running. */
  status: 'idle' | 'loading' | 'done';
  loadingMore: boolean;
  results: T[];
  total: number;
  totalCapped: boolean;
  /** Offset of the page last loaded. */
  offset: number;
  location: SearchLocation | null;
  /** The address given but not used by the server (short and no known place; decision 185). */
  unusedAddress: string | null;
  /** The keyword with misspelt words corrected, when it matched nothing as typed. */
  didYouMean: string | null;
  /** The request of the results shown. */
  indicators: PerformanceIndicator[];
  sort: ResultOrder;
}

export interface DashboardSearch<T> extends DashboardSearchState<T> {
  /** A new search: offset 0, earlier results replaced; `pages` loads that many pages at once. */
  run: (indicators: PerformanceIndicator[], pages?: number, sort?: ResultOrder) => void;
  /** The next page of the current search, appended. */
  showMore: () => void;
  reset: () => void;
}

function idle<T>(): DashboardSearchState<T> {
  return {
    status: 'idle',
    loadingMore: false,
    results: [],
    total: 0,
    totalCapped: false,
    offset: 0,
    location: null,
    unusedAddress: null,
    didYouMean: null,
    indicators: [],
    sort: 'relevance',
  };
}

/** Messages the server wrote for the user: bad input (400), login needed (401), refused (403). */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : null;
}

/**
 * The dashboard search: pages of 10 by offset, an `error` in the
 * answer and the server's own messages shown in an alert, a network failure as 'Search failed'.
 */
export function useDashboardSearch<T extends SearchResult>(
  entity: 'companies' | 'companies_employees',
  isResult: (result: SearchResult) => result is T,
): DashboardSearch<T> {
  const { t } = useTranslation();
  const [state, setState] = useState<DashboardSearchState<T>>(idle);
  const current = useRef<{
    indicators: PerformanceIndicator[];
    sort: ResultOrder;
    controller: AbortController;
  } | null>(null);

  useEffect(() => () => current.current?.controller.abort(), []);

  const load = useCallback(
    (indicators: PerformanceIndicator[], offset: number, pages = 1, sort: ResultOrder = 'relevance') => {
      current.current?.controller.abort();
      const controller = new AbortController();
      current.current = { indicators, sort, controller };
      setState((previous) =>
        offset === 0 ? { ...idle<T>(), status: 'loading' } : { ...previous, loadingMore: true },
      );
      const offsets = Array.from({ length: pages }, (_, index) => offset + index * DASHBOARD_PAGE_SIZE);
      Promise.all(
        offsets.map((pageOffset) =>
          runDashboardSearch(
            // The server's default order is relevance: only another order is sent.
            {
              entity,
              performanceIndicators: indicators,
              offset: pageOffset,
              ...(sort !== 'relevance' ? { sort } : {}),
            },
            controller.signal,
          ),
        ),
      )
        .then((answers) => {
          // Pages restored from a link stop at the last one that still has results.
          const filled = answers.filter((answer, index) => index === 0 || answer.results.length > 0);
          const [first] = filled;
          if (!first) return;
          const response = { ...first, results: filled.flatMap((answer) => answer.results) };
          const lastOffset = offsets[filled.length - 1] ?? offset;
          if (response.error) {
            window.alert(response.error);
            setState((previous) => ({
              ...previous,
              status: offset === 0 ? 'idle' : previous.status,
              loadingMore: false,
            }));
            return;
          }
          const page = response.results.filter(isResult);
          setState((previous) => ({
            status: 'done',
            loadingMore: false,
            results: offset === 0 ? page : [...previous.results, ...page],
            total: response.total,
            totalCapped: response.total_capped,
            offset: lastOffset,
            location: response.location ?? null,
            unusedAddress: response.unused_address ?? null,
            didYouMean: response.did_you_mean ?? null,
            indicators,
            sort,
          }));
        })
        .catch((error: unknown) => {
          if (isAbortError(error)) return;
          window.alert(serverMessage(error) ?? t('search.failed'));
          setState((previous) => (offset === 0 ? idle<T>() : { ...previous, loadingMore: false }));
        });
    },
    [entity, isResult, t],
  );

  const run = useCallback(
    (indicators: PerformanceIndicator[], pages = 1, sort: ResultOrder = 'relevance') =>
      load(indicators, 0, pages, sort),
    [load],
  );

  const { status, loadingMore, offset } = state;
  const showMore = useCallback(() => {
    if (!current.current || status !== 'done' || loadingMore) return;
    load(current.current.indicators, nextOffset(offset), 1, current.current.sort);
  }, [load, status, loadingMore, offset]);

  const reset = useCallback(() => {
    current.current?.controller.abort();
    current.current = null;
    setState(idle<T>());
  }, []);

  return { ...state, run, showMore, reset };
}
