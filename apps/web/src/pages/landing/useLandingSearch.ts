import { LANDING_PAGE_SIZE, type LandingSearchResponse } from '@fd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { searchLanding } from '../../features/api/companies';
import { queryKeys } from '../../features/api/queryKeys';

/** A page of results and the page number it answers. */
export interface LandingPage {
  response: LandingSearchResponse;
  page: number;
}

/**
 * The landing search's states: idle, loading (the page shown so far stays
 * visible, with its own page number), results, empty, error.
 */
export type LandingSearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: LandingPage | null }
  | { status: 'results'; shown: LandingPage }
  | { status: 'empty' }
  | { status: 'error' };

function hasResults({ response }: LandingPage): boolean {
  return response.total > 0 || response.companies.length > 0;
}

/**
 * Runs the search for a keyword and page from the address bar. `attempt` changes when the
 * same search is submitted again, so that a retry after an error really asks again.
 */
export function useLandingSearch(keyword: string, page: number, attempt: number): LandingSearchState {
  const offset = (page - 1) * LANDING_PAGE_SIZE;
  const query = useQuery({
    queryKey: queryKeys.landingSearch(keyword, offset),
    queryFn: async ({ signal }): Promise<LandingPage> => ({
      response: await searchLanding(keyword, offset, signal),
      page,
    }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    // A page seen before shows at once and is asked again: results follow imports and refreshes.
    staleTime: 0,
  });

  const { refetch } = query;
  const askedAttempt = useRef(attempt);
  useEffect(() => {
    if (attempt === askedAttempt.current) return;
    askedAttempt.current = attempt;
    void refetch();
  }, [attempt, refetch]);

  if (!keyword) return { status: 'idle' };
  const { data } = query;
  const loading = { status: 'loading', previous: data && hasResults(data) ? data : null } as const;
  if (query.isFetching) return loading;
  if (query.isError) return { status: 'error' };
  if (data === undefined || query.isPlaceholderData) return loading;
  return hasResults(data) ? { status: 'results', shown: data } : { status: 'empty' };
}
