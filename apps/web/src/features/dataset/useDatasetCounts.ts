import type { HealthResponse } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys';
import { fetchDatasetCounts } from '../api/system';

/**
 * The counts of the dataset served, for the size claims (docs/decisions/078); undefined while
 * loading or when the server cannot be asked: a claim is then left out, never made up.
 */
export function useDatasetCounts(): HealthResponse['dataset'] | undefined {
  return useQuery({
    queryKey: queryKeys.datasetCounts(),
    queryFn: ({ signal }) => fetchDatasetCounts(signal),
  }).data;
}
