import type { SourcesResponse } from '@fd/contract';
import { apiGet } from './client';

/** How fresh each open register's data is: last sync, publish date, companies held. */
export function fetchSources(signal?: AbortSignal): Promise<SourcesResponse> {
  return apiGet<SourcesResponse>('/sources', undefined, signal);
}
