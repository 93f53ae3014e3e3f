import { LANDING_PAGE_SIZE, type LandingSearchResponse } from '@fd/contract';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../features/api/client';
import { searchLanding } from '../../features/api/companies';

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

/**
 * Runs the search for a keyword and page from the address bar. `attempt` changes when the
 * same search is submitted again, so that a retry after an error really asks again.
 */
export function useLandingSearch(keyword: string, page: number, attempt: number): LandingSearchState {
  const [state, setState] = useState<LandingSearchState>({ status: 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is only a trigger for a new request.
  useEffect(() => {
    if (!keyword) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({
      status: 'loading',
      previous:
        current.status === 'results' ? current.shown : current.status === 'loading' ? current.previous : null,
    }));
    searchLanding(keyword, (page - 1) * LANDING_PAGE_SIZE, controller.signal)
      .then((response) => {
        setState(
          response.total > 0 || response.companies.length > 0
            ? { status: 'results', shown: { response, page } }
            : { status: 'empty' },
        );
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [keyword, page, attempt]);

  return state;
}
