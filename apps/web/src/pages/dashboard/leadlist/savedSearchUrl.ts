import type { SavedSearch } from '@fd/contract';
import { FILTERS_PARAM } from '../../../features/search/searchParams';

/**
 * The deep link that runs a saved search again: the search page reads `filters` as the JSON of
 * the performanceIndicators, the same way it writes it after an advanced search.
 */
export function savedSearchUrl(search: Pick<SavedSearch, 'entity' | 'filters'>): string {
  const page = search.entity === 'companies_employees' ? '/dashboard/employees' : '/dashboard/companies';
  return `${page}?${new URLSearchParams({ [FILTERS_PARAM]: JSON.stringify(search.filters) })}`;
}
