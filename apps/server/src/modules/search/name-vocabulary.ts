import { allowedTypos, boundedEditDistance } from '@fd/contract';

/** Most typo alternatives tried per word: the most common terms within reach win. */
const MAX_CANDIDATES = 6;

/**
 * The indexed name terms, in memory: typo candidates (docs/decisions/070: a misspelt word is compared
 * with terms of similar length, never with company names) and prefix expansion.
 */
export class NameVocabulary {
  private readonly byLength = new Map<number, { term: string; docs: number }[]>();
  private readonly sorted: string[];

  constructor(entries: { term: string; doc_count: number }[]) {
    for (const { term, doc_count } of entries) {
      const bucket = this.byLength.get(term.length) ?? [];
      bucket.push({ term, docs: doc_count });
      this.byLength.set(term.length, bucket);
    }
    this.sorted = entries.map((entry) => entry.term).sort();
  }

  /**
   * The terms that start with `prefix`, or null when there are more than `max`. A query over
   * these terms reads their doclists lazily; an FTS5 prefix query without a prefix index loads
   * every matching doclist first (measured: 7–11 ms for 'immob' or 'holdi' at 3.6M companies).
   */
  expandPrefix(prefix: string, max: number): string[] | null {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const terms: string[] = [];
    for (let i = low; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++) {
      if (terms.length === max) return null;
      terms.push(this.sorted[i]!);
    }
    return terms;
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
