import type { SourcesResponse } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../features/api/queryKeys';
import { fetchSources } from '../../features/api/sources';

export type SourcesState =
  | { status: 'loading' }
  | { status: 'loaded'; sources: SourcesResponse }
  | { status: 'failed' };

/** The registers' freshness for the Datenquellen page (one request for all its sections). */
export function useSources(): SourcesState {
  const query = useQuery({ queryKey: queryKeys.sources(), queryFn: ({ signal }) => fetchSources(signal) });
  if (query.data) return { status: 'loaded', sources: query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
