import type { WatchItem } from '@fd/contract';
import { filterByText } from '../../../features/workspace/filterByText';

export const WATCH_SORTS = ['added', 'changes', 'name'] as const;
export type WatchSort = (typeof WATCH_SORTS)[number];

const byName = (a: WatchItem, b: WatchItem) => a.company_name.localeCompare(b.company_name, 'de');

/**
 * The watch list as the user asked for it: entries containing every word of the query (name or
 * address), newest first, most new events first, or by name.
 */
export function orderWatchItems(items: readonly WatchItem[], query: string, sort: WatchSort): WatchItem[] {
  const matching = filterByText(items, query, (item) => [item.company_name, item.address]);
  const compare: Record<WatchSort, (a: WatchItem, b: WatchItem) => number> = {
    added: (a, b) => b.added_at.localeCompare(a.added_at) || byName(a, b),
    changes: (a, b) =>
      b.unseen_changes - a.unseen_changes || b.events.length - a.events.length || byName(a, b),
    name: byName,
  };
  return matching.sort(compare[sort]);
}
