/** Page numbers around the current page, with ellipses where pages are left out. */

export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

/** Two pages either side of the current one, as the product's pagination shows them. */
export const PAGES_EITHER_SIDE = 2;

export function pageWindow(current: number, pageCount: number, radius = PAGES_EITHER_SIDE): PageSlot[] {
  if (pageCount < 1) return [];
  const from = Math.max(1, current - radius);
  const to = Math.min(pageCount, current + radius);
  const slots: PageSlot[] = [];
  if (from > 1) slots.push({ kind: 'gap', key: 'before' });
  for (let page = from; page <= to; page += 1) slots.push({ kind: 'page', page });
  if (to < pageCount) slots.push({ kind: 'gap', key: 'after' });
  return slots;
}

/** A page number from the address bar: a whole number between 1 and the last page, else 1. */
export function parsePage(raw: string | null, lastPage = Number.POSITIVE_INFINITY): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  if (page < 1) return 1;
  return Math.min(page, Math.max(1, lastPage));
}
