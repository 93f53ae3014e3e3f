import type { WatchUnseenResponse } from '@fd/contract';
import { apiGet } from './client';

/** How many watched companies changed since the user last looked (marks nothing seen). */
export async function fetchUnseenWatchCount(signal?: AbortSignal): Promise<number> {
  return (await apiGet<WatchUnseenResponse>('/watchlist/unseen', undefined, signal)).companies;
}
