import { allowedTypos } from '@fd/contract';
import type { VocabularyEntry } from '../../store/types';
import { LruCache } from './lru-cache';
import { TypoIndex } from './typo-index';

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
export class NameVocabulary {
  private readonly typos = new TypoIndex();
  private readonly counts = new Map<string, number>();
  /** The terms in order: as read (in term order), sorted only when they came otherwise. */
  private readonly sorted: string[] = [];
  private inOrder = true;
  /** Typo candidates and splits by word: the vocabulary does not change, a new one replaces it. */
  private readonly typoCache = new LruCache<string, readonly string[]>(WORD_CACHE_SIZE);
  private readonly splitCache = new LruCache<string, readonly [string, string][]>(WORD_CACHE_SIZE);

  constructor(entries: readonly VocabularyEntry[] = []) {
    this.add(entries);
  }

  /** Adds terms (a page of the read) before the vocabulary is first asked. */
  add(entries: readonly VocabularyEntry[]): void {
    for (const { term, doc_count, phonetic } of entries) {
      this.counts.set(term, doc_count);
      this.typos.add(term, doc_count, phonetic);
      const last = this.sorted[this.sorted.length - 1];
      if (last !== undefined && last >= term) this.inOrder = false;
      this.sorted.push(term);
    }
  }

  /**
   * The terms that start with `prefix`, or null when there are more than `max`. A query over
   * these terms reads their doclists lazily; an FTS5 prefix query without a prefix index loads
   * every matching doclist first (measured at 3.6M companies: docs/benchmarks.md#search).
   */
  expandPrefix(prefix: string, max: number): string[] | null {
    if (!this.inOrder) {
      this.sorted.sort();
      this.inOrder = true;
    }
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
    const terms = this.typos.within(token, maxDistance, MAX_CANDIDATES);
    this.typoCache.set(token, terms);
    return terms;
  }
}
