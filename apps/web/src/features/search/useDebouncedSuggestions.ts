import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../api/queryKeys';

export interface SuggestionOptions<T> {
  /** Names the source in the query key: each kind of suggestion has its own cache entries. */
  kind: string;
  minLength: number;
  debounceMs: number;
  load: (keyword: string, signal: AbortSignal) => Promise<T[]>;
}

/** The value once it has stopped changing for `delayMs`. */
function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Suggestions for what is typed, once it is long enough and typing pauses; failures show none.
 * What was suggested last stays until the next answer; a keyword typed again comes from the
 * cache, and a request whose keyword is no longer wanted is aborted.
 */
export function useDebouncedSuggestions<T>(
  input: string,
  enabled: boolean,
  options: SuggestionOptions<T>,
): T[] {
  const { kind, minLength, debounceMs, load } = options;
  const keyword = input.trim();
  const active = enabled && keyword.length >= minLength;
  const settled = useSettledValue(active ? keyword : '', debounceMs);
  const waited = active && settled.length >= minLength;
  const query = useQuery({
    queryKey: queryKeys.suggestions(kind, settled),
    queryFn: ({ signal }) => load(settled, signal),
    enabled: waited,
    placeholderData: keepPreviousData,
  });
  if (!active || !waited || query.isError) return [];
  return query.data ?? [];
}
