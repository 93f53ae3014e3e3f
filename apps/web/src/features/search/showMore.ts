import { DASHBOARD_PAGE_SIZE } from '@fd/contract';

/** Offset of the page after the one at `offset` (+10 per further page). */
export function nextOffset(offset: number): number {
  return offset + DASHBOARD_PAGE_SIZE;
}

/**
 * 'Show more' appears when the total is over one page and more remain after
 * the page last loaded, and also while a further page is loading.
 */
export function showMoreVisible(total: number, offset: number, loadingMore: boolean): boolean {
  if (loadingMore) return true;
  return total > DASHBOARD_PAGE_SIZE && nextOffset(offset) < total;
}
