import { LANDING_PAGE_SIZE } from '@fd/contract';
import type { NameIndexRepository, TermQuery } from '../../store/types';
import { LruCache } from './lru-cache';
import { NameTiers, type TieredPage, type TierReader } from './name-tiers';

/**
 * Company name search over the name index alone (landing search and suggestions): the tiers of
 * `NameTiers`, read from company_fts, with counts cached in an LRU until the data changes.
 */
export class NameSearch {
  readonly tiers: NameTiers;
  private readonly counts = new LruCache<string, number>(5000);
  private readonly reader: TierReader;

  /** `names`: the companies' names by id, to put the closest names of a small tier first. */
  constructor(index: NameIndexRepository, names?: (ids: number[]) => Promise<Map<number, string>>) {
    this.tiers = new NameTiers(index);
    this.reader = {
      count: (query, cap) => this.count(index, query, cap),
      ids: (match, excluding, limit) => index.matchIds(match, limit, excluding),
      ...(names ? { names } : {}),
    };
  }

  private async count(index: NameIndexRepository, query: TermQuery, cap: number): Promise<number> {
    const key = `${cap}:${JSON.stringify(query)}`;
    const cached = this.counts.get(key);
    if (cached !== undefined) return cached;
    const value = await index.countMatches(query, cap);
    this.counts.set(key, value);
    return value;
  }

  /** A page of the landing search; an empty page when nothing searchable was typed. */
  async search(keyword: string, offset: number, limit: number): Promise<TieredPage> {
    const page = await this.tiers.page(keyword, { offset, limit, fillUpTo: LANDING_PAGE_SIZE }, this.reader);
    return page ?? { hits: [], total: 0, capped: false, didYouMean: null };
  }

  /** Ids of names like `keyword`, typo and sound-alike tiers included, at most `limit`, in no particular order (matching). */
  async candidates(keyword: string, limit: number): Promise<number[]> {
    const page = await this.tiers.page(
      keyword,
      { offset: 0, limit, fillUpTo: limit, anyOrder: true },
      this.reader,
    );
    return page?.hits.map((hit) => hit.id) ?? [];
  }

  /** Suggestions while typing: exact, then prefix matches. */
  suggest(keyword: string, limit: number): Promise<number[]> {
    return this.tiers.suggest(keyword, limit, this.reader);
  }

  /** Forget cached counts and the vocabulary after the data changed. */
  invalidate(): void {
    this.counts.clear();
    this.tiers.invalidate();
  }
}
