import { TOP_COMPANIES_PAGE_SIZE, type TopCompaniesResponse } from '@fd/contract';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../features/api/client';
import { fetchTopCompanies } from '../../features/api/companies';

export type TopCompaniesState =
  | { status: 'loading'; previous: TopCompaniesResponse | null }
  | { status: 'loaded'; response: TopCompaniesResponse }
  | { status: 'failed' };

export function useTopCompanies(page: number): TopCompaniesState {
  const [state, setState] = useState<TopCompaniesState>({ status: 'loading', previous: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({
      status: 'loading',
      previous: current.status === 'loaded' ? current.response : null,
    }));
    fetchTopCompanies((page - 1) * TOP_COMPANIES_PAGE_SIZE, controller.signal)
      .then((response) => setState({ status: 'loaded', response }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [page]);

  return state;
}
