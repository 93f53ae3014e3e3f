import { foldQuery, LANDING_PAGE_SIZE, TOTAL_COUNT_CAP } from '@fd/contract';
import type { NameIndexRepository, TermGroup, TermQuery } from '../../store/types';
import { LruCache } from './lru-cache';
import { NameVocabulary } from './name-vocabulary';

export interface NameMatches {
  ids: number[];
  total: number;
  /** True when `total` stopped at the count cap. */
  capped: boolean;
}

/** Prefix matching starts at two letters: one letter would match a large share of all names. */
const MIN_PREFIX_LENGTH = 2;
/** The longest prefix company_fts indexes (prefix='2 3 4' in migration 001). */
const INDEXED_PREFIX_LENGTH = 4;
/** Longer prefixes expand to at most this many terms; beyond, FTS5 reads the prefix itself. */
const MAX_PREFIX_TERMS = 64;

const exactGroups = (tokens: string[]): TermQuery =>
  tokens.map((token) => ({ terms: [token], prefix: false }));

/**
 * Company name search (docs/decisions/070): folded words, legal forms optional, exact matches before
 * prefix matches before typo matches, popularity order inside each tier. Each tier's query
 * contains the previous one, so a tier reads its own new matches with `NOT previous`, and the
 * widest tier's count is the total.
 */
export class NameSearch {
  private vocabularyCache: Promise<NameVocabulary> | null = null;
  private readonly counts = new LruCache<string, number>(5000);

  constructor(private readonly index: NameIndexRepository) {}

  /** Tiers of a query, narrowest first. Empty when the query has no searchable word. */
  async tiers(keyword: string, options: { prefix: boolean }): Promise<TermQuery[]> {
    const { required, optional } = foldQuery(keyword);
    if (required.length === 0) return [];
    const tiers: TermQuery[] = [];
    if (optional.length > 0) tiers.push(exactGroups([...required, ...optional]));
    tiers.push(exactGroups(required));
    const last = required[required.length - 1]!;
    if (options.prefix && last.length >= MIN_PREFIX_LENGTH) {
      const group = await this.prefixGroup(last);
      if (group) tiers.push([...exactGroups(required.slice(0, -1)), group]);
    }
    return tiers;
  }

  private vocabulary(): Promise<NameVocabulary> {
    this.vocabularyCache ??= this.index.vocabulary().then((terms) => new NameVocabulary(terms));
    return this.vocabularyCache;
  }

  /**
   * The last word as a prefix. Up to the longest prefix the full-text index keeps, FTS5 reads
   * it from that index; a longer one becomes its few complete terms from the vocabulary
   * (null when no term starts with it).
   */
  private async prefixGroup(prefix: string): Promise<TermGroup | null> {
    if (prefix.length <= INDEXED_PREFIX_LENGTH) return { terms: [prefix], prefix: true };
    const terms = (await this.vocabulary()).expandPrefix(prefix, MAX_PREFIX_TERMS);
    if (terms === null) return { terms: [prefix], prefix: true };
    return terms.length > 0 ? { terms, prefix: false } : null;
  }

  /** The widest tier with typo alternatives for each typed word, or null when no word has any. */
  async typoTier(widest: TermQuery): Promise<TermQuery | null> {
    const vocabulary = await this.vocabulary();
    let widened = false;
    const groups = widest.map((group) => {
      // A prefix expanded to several terms was typed correctly up to where it stops.
      if (group.terms.length !== 1) return group;
      const alternatives = vocabulary.candidates(group.terms[0]!);
      if (alternatives.length === 0) return group;
      widened = true;
      return { terms: [...group.terms, ...alternatives], prefix: group.prefix };
    });
    return widened ? groups : null;
  }

  private async count(query: TermQuery): Promise<number> {
    const key = JSON.stringify(query);
    const cached = this.counts.get(key);
    if (cached !== undefined) return cached;
    const value = await this.index.countMatches(query, TOTAL_COUNT_CAP + 1);
    this.counts.set(key, value);
    return value;
  }

  async search(keyword: string, offset: number, limit: number): Promise<NameMatches> {
    const tiers = await this.tiers(keyword, { prefix: true });
    if (tiers.length === 0) return { ids: [], total: 0, capped: false };
    let total = await this.count(tiers[tiers.length - 1]!);
    // Typo matches only fill up a first page that exact and prefix matches leave short.
    if (total < LANDING_PAGE_SIZE) {
      const typos = await this.typoTier(tiers[tiers.length - 1]!);
      if (typos) {
        tiers.push(typos);
        total = await this.count(typos);
      }
    }
    const wanted = offset + limit;
    const ids: number[] = [];
    let previous: TermQuery | undefined;
    for (const tier of tiers) {
      if (ids.length >= wanted) break;
      ids.push(...(await this.index.matchIds(tier, wanted - ids.length, previous)));
      previous = tier;
    }
    const capped = total > TOTAL_COUNT_CAP;
    return { ids: ids.slice(offset, wanted), total: capped ? TOTAL_COUNT_CAP : total, capped };
  }

  /** Suggestions while typing: exact, then prefix matches; no typo tier and no count. */
  async suggest(keyword: string, limit: number): Promise<number[]> {
    const ids: number[] = [];
    let previous: TermQuery | undefined;
    for (const tier of await this.tiers(keyword, { prefix: true })) {
      if (ids.length >= limit) break;
      ids.push(...(await this.index.matchIds(tier, limit - ids.length, previous)));
      previous = tier;
    }
    return ids;
  }

  /** Forget cached counts after the data changed. */
  invalidate(): void {
    this.counts.clear();
  }
}
