import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError } from '../api/api-error';
import { useSessionEnd } from '../auth/useSessionEnd';

export type Resource<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export interface ResourceHandle<T> {
  state: Resource<T>;
  /** Loads again, showing the loading state (after a failure). */
  retry: () => void;
  /** Loads again in the background, keeping what is shown until the answer arrives. */
  reload: () => void;
  /** Changes the cached data in place after a successful action. */
  update: (change: (data: T) => T) => void;
}

function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Data of a page from the query cache: loading, failed (with retry) or ready. Another
 * key is other data: its own entry, loading until it arrives. A 401 sends the user to /login
 * and keeps showing 'loading' meanwhile.
 */
export function useResource<T>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
): ResourceHandle<T> {
  const queryClient = useQueryClient();
  const endSession = useSessionEnd();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const { error } = query;

  useEffect(() => {
    if (error) endSession(error);
  }, [error, endSession]);

  const state: Resource<T> =
    query.data !== undefined
      ? { status: 'ready', data: query.data }
      : query.isError && !isSessionEnd(error)
        ? { status: 'failed' }
        : { status: 'loading' };

  const { refetch } = query;
  // The key is compared by value; a new array from the caller on each render is the same key.
  const keyText = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for queryKey.
  const retry = useCallback(
    () => void queryClient.resetQueries({ queryKey, exact: true }),
    [queryClient, keyText],
  );
  const reload = useCallback(() => void refetch(), [refetch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for queryKey.
  const update = useCallback(
    (change: (data: T) => T) =>
      queryClient.setQueryData<T>(queryKey, (current) => (current === undefined ? current : change(current))),
    [queryClient, keyText],
  );
  return { state, retry, reload, update };
}
