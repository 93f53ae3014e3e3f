import { allowedTypos, boundedEditDistance } from '@fd/contract';
import { LruCache } from './lru-cache';

/** Most typo alternatives tried per word: the most common terms within reach win. */
const MAX_CANDIDATES = 6;

/** Split words: both parts have at least this many letters ('mullerbau' → 'muller' + 'bau'). */
const MIN_SPLIT_PART = 3;
/** Most ways of splitting one word that are tried. */
const MAX_SPLITS = 2;
/**
 * Words whose typo candidates and splits are kept. Matching a name with each word left out
 * once searches every word again, and the rows of a list repeat words ('bau', 'technik').
 */
const WORD_CACHE_SIZE = 5000;

/**
 * The indexed name terms, in memory: typo candidates (a misspelt word is compared with terms of
 * similar length, never with company names), split and joined words, and prefix expansion.
 */
/**
 * Which letters a term has, one bit per letter (digits and other letters share bits by code).
 * One edit changes at most two bits, so terms whose masks differ in more than 2 × max bits are
 * further away than max edits: a cheap test before the distance itself.
 */
function letterMask(term: string): number {
  let mask = 0;
  for (let i = 0; i < term.length; i++) mask |= 1 << (term.charCodeAt(i) & 31);
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class NameVocabulary {
  private readonly byLength = new Map<number, { term: string; docs: number; mask: number }[]>();
  private readonly counts = new Map<string, number>();
  private readonly sorted: string[];
  /** Typo candidates and splits by word: the vocabulary does not change, a new one replaces it. */
  private readonly typoCache = new LruCache<string, readonly string[]>(WORD_CACHE_SIZE);
  private readonly splitCache = new LruCache<string, readonly [string, string][]>(WORD_CACHE_SIZE);

  constructor(entries: { term: string; doc_count: number }[]) {
    for (const { term, doc_count } of entries) {
      this.counts.set(term, doc_count);
      const bucket = this.byLength.get(term.length) ?? [];
      bucket.push({ term, docs: doc_count, mask: letterMask(term) });
      this.byLength.set(term.length, bucket);
    }
    this.sorted = entries.map((entry) => entry.term).sort();
  }

  /**
   * The terms that start with `prefix`, or null when there are more than `max`. A query over
   * these terms reads their doclists lazily; an FTS5 prefix query without a prefix index loads
   * every matching doclist first (measured at 3.6M companies: docs/benchmarks.md#search).
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

  /** Companies whose name has this term (0 for a term nobody has). */
  docs(term: string): number {
    return this.counts.get(term) ?? 0;
  }

  /** True when some indexed term starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    const found = this.expandPrefix(prefix, 1);
    return found === null || found.length > 0;
  }

  /**
   * Ways to read one typed word as two indexed ones ('mullerbau' → ['muller', 'bau']), the
   * split whose rarer part is most common first.
   */
  splits(token: string): readonly [string, string][] {
    const cached = this.splitCache.get(token);
    if (cached) return cached;
    const found: { parts: [string, string]; docs: number }[] = [];
    for (let at = MIN_SPLIT_PART; at <= token.length - MIN_SPLIT_PART; at++) {
      const left = token.slice(0, at);
      const right = token.slice(at);
      const docs = Math.min(this.docs(left), this.docs(right));
      if (docs > 0) found.push({ parts: [left, right], docs });
    }
    found.sort((a, b) => b.docs - a.docs);
    const splits = found.slice(0, MAX_SPLITS).map((split) => split.parts);
    this.splitCache.set(token, splits);
    return splits;
  }

  /** Terms within the allowed edit distance of `token`, closest and most common first. */
  candidates(token: string): readonly string[] {
    const maxDistance = allowedTypos(token);
    if (maxDistance === 0) return [];
    const cached = this.typoCache.get(token);
    if (cached) return cached;
    const found: { term: string; distance: number; docs: number }[] = [];
    const first = token.charCodeAt(0);
    const second = token.charCodeAt(1);
    const mask = letterMask(token);
    const maxBits = 2 * maxDistance;
    for (let length = token.length - maxDistance; length <= token.length + maxDistance; length++) {
      for (const entry of this.byLength.get(length) ?? []) {
        // A typo in both of the first two letters is rare, except that they were swapped
        // ('ohlding' for 'holding'); skipping the other terms makes the scan much cheaper
        // (measured at 3.6M companies: docs/benchmarks.md#search).
        const start0 = entry.term.charCodeAt(0);
        const start1 = entry.term.charCodeAt(1);
        if (start0 !== first && start1 !== second && (start0 !== second || start1 !== first)) continue;
        if (entry.term === token || bitCount(entry.mask ^ mask) > maxBits) continue;
        const distance = boundedEditDistance(token, entry.term, maxDistance);
        if (distance <= maxDistance) found.push({ term: entry.term, distance, docs: entry.docs });
      }
    }
    found.sort((a, b) => a.distance - b.distance || b.docs - a.docs);
    const terms = found.slice(0, MAX_CANDIDATES).map((entry) => entry.term);
    this.typoCache.set(token, terms);
    return terms;
  }
}
