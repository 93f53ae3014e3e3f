import { useEffect, useState } from 'react';
import { isAbortError } from '../api/client';

export interface SuggestionOptions<T> {
  minLength: number;
  debounceMs: number;
  load: (keyword: string, signal: AbortSignal) => Promise<T[]>;
}

/** Suggestions for what is typed, once it is long enough and typing pauses; failures show none. */
export function useDebouncedSuggestions<T>(
  input: string,
  enabled: boolean,
  options: SuggestionOptions<T>,
): T[] {
  const { minLength, debounceMs, load } = options;
  const [suggestions, setSuggestions] = useState<T[]>([]);

  useEffect(() => {
    const keyword = input.trim();
    if (!enabled || keyword.length < minLength) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      load(keyword, controller.signal)
        .then(setSuggestions)
        .catch((error: unknown) => {
          if (!isAbortError(error)) setSuggestions([]);
        });
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [input, enabled, minLength, debounceMs, load]);

  return suggestions;
}
