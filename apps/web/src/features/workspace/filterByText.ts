/** Case- and accent-insensitive text for the filter boxes of the lead-list and contacts pages. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/** The entries whose texts contain every word of the query. */
export function filterByText<T>(
  entries: readonly T[],
  query: string,
  texts: (entry: T) => (string | null)[],
): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = foldText(texts(entry).filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
