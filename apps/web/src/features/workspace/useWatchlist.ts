import type { WatchItem } from '@fd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { invalidate, queryKeys } from '../api/queryKeys';
import { fetchWatchlist } from '../api/workspace';
import { type ResourceHandle, useResource } from '../ui/useResource';

/** The watch list; reading it marks its changes seen, so the navigation's unseen count is asked again. */
export function useWatchlist(): ResourceHandle<WatchItem[]> {
  const queryClient = useQueryClient();
  return useResource(queryKeys.watchlist(), async (signal) => {
    const items = await fetchWatchlist(signal);
    void invalidate.afterWatchlistRead(queryClient);
    return items;
  });
}
