import type { Statistics } from '@fd/contract';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../features/api/client';
import { fetchStatistics } from '../../features/api/statistics';

export type StatisticsState =
  | { status: 'loading' }
  | { status: 'loaded'; statistics: Statistics }
  | { status: 'failed' };

export function useStatistics(): StatisticsState {
  const [state, setState] = useState<StatisticsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchStatistics(controller.signal)
      .then((response) => setState({ status: 'loaded', statistics: response.statistics }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
