import {
  DASHBOARD_MIN_QUERY_LENGTH,
  FILTER_AUTOCOMPLETE_DEBOUNCE_MS,
  LANDING_SUGGEST_LIMIT,
  type SuggestResponse,
} from '@fd/contract';
import { suggestCompanies } from '../api/companies';
import { useDebouncedSuggestions } from './useDebouncedSuggestions';

export type CompanySuggestion = SuggestResponse['companies'][number];

/** At most 5 suggestions, as on the landing page. */
const loadCompanies = (keyword: string, signal: AbortSignal) =>
  suggestCompanies(keyword, signal).then((response) => response.companies.slice(0, LANDING_SUGGEST_LIMIT));

/**
 * Company names for the dashboard's autocomplete fields: from 3 characters on,
 * after the 300 ms pause of filter autocomplete (the product's delay).
 */
export function useCompanySuggestions(input: string, enabled: boolean): CompanySuggestion[] {
  return useDebouncedSuggestions(input, enabled, {
    kind: 'companies',
    minLength: DASHBOARD_MIN_QUERY_LENGTH,
    debounceMs: FILTER_AUTOCOMPLETE_DEBOUNCE_MS,
    load: loadCompanies,
  });
}
