import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../api/api-error';

export type ProfileDataState<Data> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'loaded'; data: Data };

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * A company or employee profile by id, from the query cache. A 404 (or an id that cannot exist)
 * shows 'not found'; any other failure is only logged and the page keeps loading (the product's
 * behaviour). A refetch keeps the loaded data on screen meanwhile.
 */
export function useProfileData<Data>(
  id: number | null,
  queryKey: (id: number) => QueryKey,
  fetcher: (id: number, signal: AbortSignal) => Promise<Data>,
): ProfileDataState<Data> {
  const query = useQuery({
    queryKey: id === null ? ['profile', null] : queryKey(id),
    queryFn: ({ signal }) => fetcher(id ?? 0, signal),
    enabled: id !== null,
  });
  const { error } = query;

  useEffect(() => {
    if (error && !isNotFound(error)) console.error('The profile could not be loaded.', error);
  }, [error]);

  if (id === null || isNotFound(error)) return { status: 'notFound' };
  return query.data === undefined ? { status: 'loading' } : { status: 'loaded', data: query.data };
}
