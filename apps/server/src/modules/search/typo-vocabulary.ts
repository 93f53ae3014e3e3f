import { allowedTypos, boundedEditDistance } from '@fd/contract';

/** Most typo alternatives tried per word: the most common terms within reach win. */
const MAX_CANDIDATES = 6;

/**
 * Name terms by length, for typo candidates (search rule 2): a misspelt word is compared
 * with terms of similar length only, never with company names.
 */
export class TypoVocabulary {
  private readonly byLength = new Map<number, { term: string; docs: number }[]>();

  constructor(entries: { term: string; doc_count: number }[]) {
    for (const { term, doc_count } of entries) {
      const bucket = this.byLength.get(term.length) ?? [];
      bucket.push({ term, docs: doc_count });
      this.byLength.set(term.length, bucket);
    }
  }

  /** Terms within the allowed edit distance of `token`, closest and most common first. */
  candidates(token: string): string[] {
    const maxDistance = allowedTypos(token);
    if (maxDistance === 0) return [];
    const found: { term: string; distance: number; docs: number }[] = [];
    const first = token.charCodeAt(0);
    const second = token.charCodeAt(1);
    for (let length = token.length - maxDistance; length <= token.length + maxDistance; length++) {
      for (const entry of this.byLength.get(length) ?? []) {
        // A typo in both of the first two letters is rare; skipping those terms makes the scan
        // about twenty times cheaper (measured at 3.6M companies: 9 ms → under 1 ms).
        if (entry.term.charCodeAt(0) !== first && entry.term.charCodeAt(1) !== second) continue;
        if (entry.term === token) continue;
        const distance = boundedEditDistance(token, entry.term, maxDistance);
        if (distance <= maxDistance) found.push({ term: entry.term, distance, docs: entry.docs });
      }
    }
    found.sort((a, b) => a.distance - b.distance || b.docs - a.docs);
    return found.slice(0, MAX_CANDIDATES).map((entry) => entry.term);
  }
}
