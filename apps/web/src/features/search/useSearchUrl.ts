import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/** Marks the history entries a search page wrote itself after running a search. */
const WRITTEN_BY_PAGE = { searchPageWrote: true } as const;

function writtenByPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'searchPageWrote' in state;
}

/**
 * Keeps a search page and its address in step. `apply` runs for every address the page did not
 * write itself: the first load (a deep link), back and forward, and the top bar's search (which
 * changes the address without leaving the page). The returned function records a search the
 * page ran, as a new history entry, so that it can be bookmarked and shared.
 */
export function useSearchUrl(apply: (params: URLSearchParams) => void): (params: URLSearchParams) => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const latestApply = useRef(apply);
  latestApply.current = apply;

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new key) is a new address to apply.
  useEffect(() => {
    if (navigationType !== 'POP' && writtenByPage(location.state)) return;
    latestApply.current(new URLSearchParams(location.search));
  }, [location.key]);

  return useCallback(
    (params: URLSearchParams) => navigate({ search: `?${params}` }, { state: WRITTEN_BY_PAGE }),
    [navigate],
  );
}

/**
 * Changes the current entry's address without a new history entry and without running the
 * search again: for what the page shows of the same search (the pages loaded by 'show more').
 */
export function useReplaceSearchUrl(): (params: URLSearchParams) => void {
  const navigate = useNavigate();
  return useCallback(
    (params: URLSearchParams) =>
      navigate({ search: `?${params}` }, { state: WRITTEN_BY_PAGE, replace: true, preventScrollReset: true }),
    [navigate],
  );
}
