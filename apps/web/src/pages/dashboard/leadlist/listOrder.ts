import type { LeadListItem } from '@fd/contract';
import { filterByText } from '../../../features/workspace/filterByText';

export const LIST_SORTS = ['added', 'name', 'revenue', 'country'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const byName = (a: LeadListItem, b: LeadListItem) => a.company_name.localeCompare(b.company_name, 'de');

/**
 * A list's companies as the user asked for them: those containing every word of the query (name
 * or address), newest first, by name, by revenue (highest first, unknown last) or by country as
 * the UI names it (then by name).
 */
export function orderListItems(
  items: readonly LeadListItem[],
  query: string,
  sort: ListSort,
  countryLabel: (country: string) => string,
): LeadListItem[] {
  const matching = filterByText(items, query, (item) => [item.company_name, item.address]);
  const compare: Record<ListSort, (a: LeadListItem, b: LeadListItem) => number> = {
    added: (a, b) => b.added_at.localeCompare(a.added_at) || byName(a, b),
    name: byName,
    revenue: (a, b) =>
      (b.latest_revenue ?? Number.NEGATIVE_INFINITY) - (a.latest_revenue ?? Number.NEGATIVE_INFINITY) ||
      byName(a, b),
    country: (a, b) =>
      countryLabel(a.address_country).localeCompare(countryLabel(b.address_country)) || byName(a, b),
  };
  return matching.sort(compare[sort]);
}
