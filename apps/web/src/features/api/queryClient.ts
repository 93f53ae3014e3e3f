import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { isNetworkError } from './client';

/** At most this many further attempts for a read that failed on the way or on the server. */
const MAX_RETRIES = 2;

/**
 * Reads are tried again only when trying again can help: the server could not be reached, or
 * it failed (5xx, e.g. 503 while PostgreSQL is away). A 4xx is an answer: 401 leads to /login,
 * 404 to the not-found states, 400/403/409/429 to their messages — at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isNetworkError(error)) return true;
  return error instanceof ApiError && error.status >= 500;
}

/** 0.5 s, then 1 s: a failed page shows its error state within about 2 s (the e2e tests wait 10 s). */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 2000);
}

/**
 * The app's one cache of server data (docs/decisions/080). Data counts as fresh for 30 s, so that
 * going back and forth between pages shows it at once without asking again; whatever a user's
 * action changes is invalidated by that action (queryKeys.ts). Windows regaining focus or the
 * network coming back ask nothing by themselves: the pages have no live data, and a tab full of
 * lists must not fire a dozen requests on every focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
