import type { Statistics } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../features/api/queryKeys';
import { fetchStatistics } from '../../features/api/statistics';

export type StatisticsState =
  | { status: 'loading' }
  | { status: 'loaded'; statistics: Statistics }
  | { status: 'failed' };

export function useStatistics(): StatisticsState {
  const query = useQuery({
    queryKey: queryKeys.statistics(),
    queryFn: ({ signal }) => fetchStatistics(signal),
  });
  if (query.data) return { status: 'loaded', statistics: query.data.statistics };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
