import { LANDING_PAGE_SIZE } from '@fd/contract';
import type { NameIndexRepository, TermQuery } from '../../store/types';
import { LruCache } from './lru-cache';
import { NameTiers, type TieredPage, type TierReader } from './name-tiers';

/**
 * Id reads kept until the data changes (docs/decisions/209). One match repeats reads: a tier
 * counted by reading its ids is read again for its page, and a name with a word left out (its
 * legal form, say) is often the whole name's tiers again. A few hundred cover one match.
 */
const ID_READS_KEPT = 256;
/** A read of more ids (a deep landing page) is not kept: the kept reads stay below 2 MB. */
const KEPT_READ_MAX_IDS = 1000;

/** The ids an index read returned, and the limit it was asked with. */
interface IdRead {
  limit: number;
  ids: number[];
}

/**
 * Company name search over the name index alone (landing search and suggestions): the tiers of
 * `NameTiers`, read from company_fts, with counts and id reads cached in an LRU until the data changes.
 */
export class NameSearch {
  readonly tiers: NameTiers;
  private readonly counts = new LruCache<string, number>(5000);
  private readonly idReads = new LruCache<string, IdRead>(ID_READS_KEPT);
  private readonly reader: TierReader;

  /**
   * `names`: the companies' names by id, to put the closest names of a small tier first.
   * `previous`: the search over an earlier state of the same names, whose vocabulary answers
   * until this one's is built.
   */
  constructor(
    index: NameIndexRepository,
    names?: (ids: number[]) => Promise<Map<number, string>>,
    previous?: NameSearch,
  ) {
    this.tiers = new NameTiers(index, previous?.tiers.vocabularies.changed(index));
    this.reader = {
      count: (query, cap) => this.count(index, query, cap),
      ids: (match, excluding, limit) => this.ids(index, match, excluding, limit),
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

  /**
   * `index.matchIds` through the kept reads. Ids come in popularity order, so a read with a
   * larger limit answers a smaller one (its first ids), and a read that found fewer than its
   * limit found every match and answers any limit.
   */
  private async ids(
    index: NameIndexRepository,
    match: TermQuery,
    excluding: TermQuery | undefined,
    limit: number,
  ): Promise<number[]> {
    const key = JSON.stringify(excluding ? [match, excluding] : [match]);
    const kept = this.idReads.get(key);
    if (kept && (limit <= kept.limit || kept.ids.length < kept.limit)) return kept.ids.slice(0, limit);
    const ids = await index.matchIds(match, limit, excluding);
    if (ids.length <= KEPT_READ_MAX_IDS) this.idReads.set(key, { limit, ids: [...ids] });
    return ids;
  }

  /** A page of the landing search; an empty page when nothing searchable was typed. */
  async search(keyword: string, offset: number, limit: number): Promise<TieredPage> {
    const page = await this.tiers.page(keyword, { offset, limit, fillUpTo: LANDING_PAGE_SIZE }, this.reader);
    return page ?? { hits: [], total: 0, capped: false, didYouMean: null };
  }

  /**
   * Ids of names like `keyword`, at most `limit`, in no particular order (matching): with `fuzzy`
   * the typo and sound-alike tiers fill up below `limit`, without it exact and prefix matches alone.
   */
  async candidates(keyword: string, limit: number, fuzzy = true): Promise<number[]> {
    const page = await this.tiers.page(
      keyword,
      { offset: 0, limit, fillUpTo: fuzzy ? limit : 0, anyOrder: true },
      this.reader,
    );
    return page?.hits.map((hit) => hit.id) ?? [];
  }

  /** Suggestions while typing: exact, then prefix matches. */
  suggest(keyword: string, limit: number): Promise<number[]> {
    return this.tiers.suggest(keyword, limit, this.reader);
  }

  /** Forget cached counts, id reads and the vocabulary after the data changed. */
  invalidate(): void {
    this.counts.clear();
    this.idReads.clear();
    this.tiers.invalidate();
  }
}
