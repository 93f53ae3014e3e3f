import {
  LANDING_SUGGEST_DEBOUNCE_MS,
  LANDING_SUGGEST_LIMIT,
  LANDING_SUGGEST_MIN_LENGTH,
  type SuggestResponse,
} from '@fd/contract';
import { suggestCompanies } from '../../features/api/companies';
import { useDebouncedSuggestions } from '../../features/search/useDebouncedSuggestions';

export type Suggestion = SuggestResponse['companies'][number];

const loadSuggestions = async (keyword: string, signal: AbortSignal) =>
  (await suggestCompanies(keyword, signal)).companies.slice(0, LANDING_SUGGEST_LIMIT);

/** Company name suggestions from two characters on, debounced; failures just show none. */
export function useSuggestions(input: string, enabled: boolean): Suggestion[] {
  return useDebouncedSuggestions(input, enabled, {
    kind: 'landing-companies',
    minLength: LANDING_SUGGEST_MIN_LENGTH,
    debounceMs: LANDING_SUGGEST_DEBOUNCE_MS,
    load: loadSuggestions,
  });
}
