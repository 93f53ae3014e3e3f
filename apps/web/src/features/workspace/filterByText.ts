import { foldToken } from '@fd/contract';

/**
 * A test of texts against the words of a filter box: true when the texts together contain every
 * word, folded as names are for search (case, accents and ß aside: the contract's `foldToken`),
 * so 'muller graz' finds 'Müller Bau GmbH' in 'Graz'.
 */
export function textMatcher(query: string): (texts: readonly (string | null)[]) => boolean {
  const words = foldToken(query).split(/\s+/).filter(Boolean);
  return (texts) => {
    if (words.length === 0) return true;
    const haystack = foldToken(texts.filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  };
}

/** The entries whose texts contain every word of the query (all for an empty query). */
export function filterByText<T>(
  entries: readonly T[],
  query: string,
  texts: (entry: T) => (string | null)[],
): T[] {
  const matches = textMatcher(query);
  return entries.filter((entry) => matches(texts(entry)));
}
