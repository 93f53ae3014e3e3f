import type { StatisticsResponse } from '@fd/contract';
import { apiGet } from './client';

export function fetchStatistics(signal?: AbortSignal): Promise<StatisticsResponse> {
  return apiGet<StatisticsResponse>('/statistics', undefined, signal);
}
