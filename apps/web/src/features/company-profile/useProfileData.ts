import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../api/api-error';

export type ProfileDataState<Data> =
  | { status: 'loading' }
  /** `gone`: a person we show nothing about (HTTP 410, a privacy block). */
  | { status: 'notFound'; gone: boolean }
  | { status: 'loaded'; data: Data };

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 410);
}

/**
 * A company or employee profile by id, from the query cache. A 404 (or an id that cannot exist)
 * shows 'not found', a 410 the neutral text about a blocked person; any other failure is only logged and the page keeps loading (the product's
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

  if (id === null || isNotFound(error))
    return { status: 'notFound', gone: error instanceof ApiError && error.status === 410 };
  return query.data === undefined ? { status: 'loading' } : { status: 'loaded', data: query.data };
}
