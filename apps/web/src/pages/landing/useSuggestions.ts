import {
  LANDING_SUGGEST_DEBOUNCE_MS,
  LANDING_SUGGEST_LIMIT,
  LANDING_SUGGEST_MIN_LENGTH,
  type SuggestResponse,
} from '@fd/contract';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../features/api/client';
import { suggestCompanies } from '../../features/api/companies';

export type Suggestion = SuggestResponse['companies'][number];

/** Company name suggestions from two characters on, debounced; failures just show none. */
export function useSuggestions(input: string, enabled: boolean): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);

  useEffect(() => {
    const keyword = input.trim();
    if (!enabled || keyword.length < LANDING_SUGGEST_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggestCompanies(keyword, controller.signal)
        .then((response) => setSuggestions(response.companies.slice(0, LANDING_SUGGEST_LIMIT)))
        .catch((error: unknown) => {
          if (!isAbortError(error)) setSuggestions([]);
        });
    }, LANDING_SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [input, enabled]);

  return suggestions;
}
