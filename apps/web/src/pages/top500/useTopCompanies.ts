import { TOP_COMPANIES_PAGE_SIZE, type TopCompaniesResponse } from '@fd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchTopCompanies } from '../../features/api/companies';
import { queryKeys } from '../../features/api/queryKeys';

export type TopCompaniesState =
  | { status: 'loading'; previous: TopCompaniesResponse | null }
  | { status: 'loaded'; response: TopCompaniesResponse }
  | { status: 'failed' };

/** A page of the Top 500; while another page loads, the one shown before stays as `previous`. */
export function useTopCompanies(page: number): TopCompaniesState {
  const offset = (page - 1) * TOP_COMPANIES_PAGE_SIZE;
  const query = useQuery({
    queryKey: queryKeys.topCompanies(offset),
    queryFn: ({ signal }) => fetchTopCompanies(offset, signal),
    placeholderData: keepPreviousData,
    // A page seen before shows at once and is asked again: the ranking follows imports and refreshes.
    staleTime: 0,
  });
  if (query.isError) return { status: 'failed' };
  if (query.data === undefined) return { status: 'loading', previous: null };
  if (query.isPlaceholderData) return { status: 'loading', previous: query.data };
  return { status: 'loaded', response: query.data };
}
