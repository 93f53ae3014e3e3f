import { type FoldedQuery, foldQuery, type MatchTier, TOTAL_COUNT_CAP } from '@fd/contract';
import { yieldIfDue } from '../../runtime/budget';
import type { NamePage } from '../../search-engine';
import type { NameIndexRepository, TermGroup, TermQuery } from '../../store/types';
import { correctedQuery } from './did-you-mean';
import { FuzzyTiers } from './fuzzy-tiers';
import { LruCache } from './lru-cache';
import { closestFirst } from './name-closeness';
import type { NameVocabulary } from './name-vocabulary';
import { VocabularyKeeper } from './vocabulary-keeper';

/** Prefix matching starts at two letters: one letter would match a large share of all names. */
const MIN_PREFIX_LENGTH = 2;
/** The longest prefix company_fts indexes (prefix='2 3 4' in migration 001). */
const INDEXED_PREFIX_LENGTH = 4;
/** Longer prefixes expand to at most this many terms; beyond, FTS5 reads the prefix itself. */
const MAX_PREFIX_TERMS = 64;
/**
 * A query with at most this many matches (the total it counts anyway) is read whole and each
 * tier ordered closest name first (docs/decisions/033); a broader one stays in popularity order
 * and costs nothing more. At 3.6M companies a full name without its legal form ('Datasoft',
 * 'Krause Verwaltungs') has 30–150 matches.
 */
export const CLOSEST_FIRST_MAX = 500;
/**
 * Words whose sound-alike terms are kept. Matching a name with a word left out searches each of
 * its words again, and a list repeats words ('bau', 'technik') from row to row.
 */
const PHONETIC_CACHE_SIZE = 5000;

export interface Tier {
  kind: MatchTier;
  query: TermQuery;
  /** How many names match the tier, when it was counted and below the cap. */
  matches?: number;
}

/** The exact and prefix tiers of a query and its folded words, one per group of the widest. */
interface Plan {
  tiers: Tier[];
  words: string[];
  folded: FoldedQuery;
}

/** How one caller reads name matches: the name index, the filtered companies, the employees. */
export interface TierReader {
  /** Matches of `query`, counted up to `cap` (at most cap). */
  count(query: TermQuery, cap: number): Promise<number>;
  /** Ids matching `match` and not `excluding`, in popularity order, at most `limit`. */
  ids(match: TermQuery, excluding: TermQuery | undefined, limit: number): Promise<number[]>;
  /** Names of these ids; a reader that has them gets small tiers ordered closest name first. */
  names?(ids: number[]): Promise<Map<number, string>>;
  /**
   * `ids` and a count at once: the ids matching `match` and not `excluding` (at most `limit`)
   * and how many those are, counted up to `cap`. A reader that answers both in one pass (the
   * dashboard's filter index) is asked once per tier instead of a count and a read.
   */
  read?(
    match: TermQuery,
    excluding: TermQuery | undefined,
    limit: number,
    cap: number,
  ): Promise<{ ids: number[]; total: number }>;
}

/** A page of name matches: the protocol's answer to a landing search (docs/decisions/211). */
export type TieredPage = NamePage;

export interface TierPageRequest {
  offset: number;
  limit: number;
  /** Typo and phonetic tiers fill up only when exact and prefix matches are fewer than this. */
  fillUpTo: number;
  /**
   * The caller uses which ids were found, not their order, their tier nor the total (matching):
   * a tier is put closest name first only when it has more matches than the page takes, no "did
   * you mean" is made, the tiers are counted only up to what decides which ids are read
   * (`fillUpTo` and CLOSEST_FIRST_MAX), not up to TOTAL_COUNT_CAP, and a first page that holds
   * every match is read from the widest tier at once (its hits all carry that tier; the
   * sound-alike tier is then read before the typo tier, which it holds).
   */
  anyOrder?: boolean;
}

const exactGroups = (tokens: string[]): TermQuery =>
  tokens.map((token): TermGroup => ({ terms: [token], prefix: false }));

/**
 * The one name-matching engine of landing search, suggestions, the dashboard keyword and the
 * employee name (docs/decisions/030). Tiers, narrowest first: all words incl. legal forms, all
 * words, last word as prefix (exact and prefix), then — only to fill a short first page —
 * typo and phonetic alternatives. Each tier contains the previous one, so tier n reads its own
 * new matches as `tier_n NOT tier_(n-1)` in popularity order, and the widest tier's count is
 * the total.
 */
export class NameTiers {
  /** Sound-alike terms by code and length, read from the index until the names change. */
  private readonly phoneticCache = new LruCache<string, string[]>(PHONETIC_CACHE_SIZE);
  /** The index's sound-alike lookup through the cache: a word is looked up once, not per search. */
  private readonly phonetic: Pick<NameIndexRepository, 'phoneticTerms'> = {
    phoneticTerms: async (code, length, limit) => {
      const key = `${code} ${length} ${limit}`;
      const cached = this.phoneticCache.get(key);
      if (cached) return cached;
      const terms = await this.index.phoneticTerms(code, length, limit);
      this.phoneticCache.set(key, terms);
      return terms;
    },
  };

  /**
   * `vocabularies`: the keeper of an earlier reader of the same names (an engine thread's next
   * state), whose vocabulary answers until the one of this reader is built.
   */
  constructor(
    private readonly index: NameIndexRepository,
    readonly vocabularies = new VocabularyKeeper(index),
  ) {}

  /** Exact and prefix tiers of a query, narrowest first; empty when it has no searchable word. */
  async tiers(keyword: string): Promise<Tier[]> {
    return (await this.plan(keyword)).tiers;
  }

  private async plan(keyword: string): Promise<Plan> {
    const folded = foldQuery(keyword);
    const { required, optional } = folded;
    if (required.length === 0) return { tiers: [], words: [], folded };
    const tiers: Tier[] = [];
    if (optional.length > 0) tiers.push({ kind: 'exact', query: exactGroups([...required, ...optional]) });
    tiers.push({ kind: 'exact', query: exactGroups(required) });
    const last = required[required.length - 1]!;
    if (last.length >= MIN_PREFIX_LENGTH) {
      const group = await this.prefixGroup(last);
      if (group) tiers.push({ kind: 'prefix', query: [...exactGroups(required.slice(0, -1)), group] });
    }
    return { tiers, words: required, folded };
  }

  /** A page of matches across the tiers with the total, or null when nothing searchable was typed. */
  async page(keyword: string, request: TierPageRequest, tierReader: TierReader): Promise<TieredPage | null> {
    const reader = sliced(tierReader);
    const plan = await this.plan(keyword);
    const { tiers, words, folded } = plan;
    if (tiers.length === 0) return null;
    if (reader.read && !reader.names) return this.pageTierByTier(keyword, plan, request, reader, reader.read);
    // Counts decide whether the fuzzy tiers fill up (below fillUpTo), whether tiers are put
    // closest first (at most CLOSEST_FIRST_MAX) and which tiers add nothing (equal counts, both
    // below the cap); a count past both changes no id read, only the total.
    const cap = request.anyOrder ? Math.max(request.fillUpTo, CLOSEST_FIRST_MAX) + 1 : TOTAL_COUNT_CAP + 1;
    // With `anyOrder` a tier is counted by reading its ids up to the cap (the same pass through
    // the index): the widest tier's are then at hand when every match fits the page.
    let counted: number[] = [];
    const count = request.anyOrder
      ? async (query: TermQuery) => {
          counted = await reader.ids(query, undefined, cap);
          return counted.length;
        }
      : (query: TermQuery) => reader.count(query, cap);
    const widest = tiers[tiers.length - 1]!.query;
    const exact = (count: number) => (count < cap ? count : undefined);
    let total = await count(widest);
    tiers[tiers.length - 1]!.matches = exact(total);
    let didYouMean: string | null = null;
    if (total < request.fillUpTo) {
      const vocabulary = await this.vocabulary();
      const fuzzy = await FuzzyTiers.of(widest, words, vocabulary, this.phonetic);
      const asTyped = total;
      const typo = fuzzy.typo();
      // With `anyOrder` the sound-alike tier, which holds the typo tier, is read first: when all
      // its matches fit the page below fillUpTo, so would the typo tier's, and the answer is the
      // sound-alike tier's ids without reading the typo tier.
      const sounds = request.anyOrder && typo && request.offset === 0 ? fuzzy.phonetic() : null;
      const soundIds = sounds ? await reader.ids(sounds, undefined, cap) : null;
      if (soundIds && soundIds.length < request.fillUpTo && soundIds.length <= request.limit) {
        const hits = soundIds.map((id) => ({ id, tier: 'phonetic' as const }));
        return { hits, total: soundIds.length, capped: false, didYouMean: null };
      }
      if (typo) {
        total = await count(typo);
        tiers.push({ kind: 'typo', query: typo, matches: exact(total) });
        if (asTyped === 0 && total > 0 && !request.anyOrder)
          didYouMean = await correctedQuery(keyword, vocabulary, reader);
      }
      const phonetic = total < request.fillUpTo ? fuzzy.phonetic() : null;
      if (phonetic) {
        if (soundIds) counted = soundIds;
        total = soundIds ? soundIds.length : await count(phonetic);
        tiers.push({ kind: 'phonetic', query: phonetic, matches: exact(total) });
      }
    }
    const capped = total >= cap;
    const answer = (hits: { id: number; tier: MatchTier }[]) => ({
      hits,
      total: capped ? cap - 1 : total,
      capped,
      didYouMean,
    });
    // Every match fits: a caller that uses neither order nor tier gets the ids of the widest
    // tier, which holds every narrower one, as counted, instead of one read per tier.
    if (request.anyOrder && request.offset === 0 && total <= request.limit) {
      const { kind } = tiers[tiers.length - 1]!;
      return answer(counted.map((id) => ({ id, tier: kind })));
    }
    const names = reader.names?.bind(reader);
    const closest =
      names && total <= CLOSEST_FIRST_MAX
        ? async (ids: number[], count: number) => closestFirst(folded, ids, await names(ids), count)
        : undefined;
    const hits = await pageAcrossTiers(tiers, request.offset, request.limit, reader, {
      closest,
      anyOrder: request.anyOrder === true,
    });
    return answer(hits);
  }

  /**
   * The same page from a reader that counts while it reads: one call per tier, each reading the
   * tier's new matches (`tier_n NOT tier_(n-1)`) for the page and counting them. The tiers nest,
   * so these counts add up to the widest tier's; a tier is skipped once the page is full and the
   * count capped.
   */
  private async pageTierByTier(
    keyword: string,
    { tiers, words }: Plan,
    request: TierPageRequest,
    reader: TierReader,
    read: NonNullable<TierReader['read']>,
  ): Promise<TieredPage> {
    const cap = TOTAL_COUNT_CAP + 1;
    const wanted = request.offset + request.limit;
    const hits: { id: number; tier: MatchTier }[] = [];
    let total = 0;
    let previous: TermQuery | undefined;
    const readTier = async ({ kind, query }: Tier) => {
      const need = Math.max(0, wanted - hits.length);
      if (need > 0 || total < cap) {
        const found = await read(query, previous, need, cap - total);
        for (const id of found.ids.slice(0, need)) hits.push({ id, tier: kind });
        total += Math.min(found.total, cap - total);
      }
      previous = query;
    };
    for (const tier of tiers) await readTier(tier);
    let didYouMean: string | null = null;
    if (total < request.fillUpTo) {
      const vocabulary = await this.vocabulary();
      const fuzzy = await FuzzyTiers.of(tiers[tiers.length - 1]!.query, words, vocabulary, this.index);
      const asTyped = total;
      const typo = fuzzy.typo();
      if (typo) {
        await readTier({ kind: 'typo', query: typo });
        if (asTyped === 0 && total > 0) didYouMean = await correctedQuery(keyword, vocabulary, reader);
      }
      const phonetic = total < request.fillUpTo ? fuzzy.phonetic() : null;
      if (phonetic) await readTier({ kind: 'phonetic', query: phonetic });
    }
    const capped = total > TOTAL_COUNT_CAP;
    return {
      hits: hits.slice(request.offset, wanted),
      total: capped ? TOTAL_COUNT_CAP : total,
      capped,
      didYouMean,
    };
  }

  /** Suggestions while typing: exact, then prefix matches; no fuzzy tiers and no count. */
  async suggest(keyword: string, limit: number, reader: TierReader): Promise<number[]> {
    const hits = await pageAcrossTiers(await this.tiers(keyword), 0, limit, reader);
    return hits.map((hit) => hit.id);
  }

  /** Has the vocabulary read (a process's start), not in the first fuzzy search. */
  async warmUp(): Promise<void> {
    await this.vocabulary();
  }

  /**
   * Names changed: the sound-alike lookups are read again, and the vocabulary is built again
   * off the request path; until then the fuzzy searches use the one before.
   */
  invalidate(): void {
    this.vocabularies.changed();
    this.phoneticCache.clear();
  }

  private vocabulary(): Promise<NameVocabulary> {
    return this.vocabularies.vocabulary();
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
}

/** The reader, each call preceded by a turn of the event loop once the request's slice is used up. */
function sliced(reader: TierReader): TierReader {
  const { names, read } = reader;
  return {
    count: (query, cap) => yieldIfDue().then(() => reader.count(query, cap)),
    ids: (match, excluding, limit) => yieldIfDue().then(() => reader.ids(match, excluding, limit)),
    ...(names ? { names: (ids: number[]) => yieldIfDue().then(() => names.call(reader, ids)) } : {}),
    ...(read
      ? {
          read: (match: TermQuery, excluding: TermQuery | undefined, limit: number, cap: number) =>
            yieldIfDue().then(() => read.call(reader, match, excluding, limit, cap)),
        }
      : {}),
  };
}

/**
 * Rows `offset` to `offset + limit` of the tiers read one after another: tier n reads its own
 * new matches (`tier_n NOT tier_n-1`), each tier in popularity order — or, with `closest` (for
 * a query of at most CLOSEST_FIRST_MAX matches), each tier whole, its first `need` in the
 * order `closest` gives (the same order for every page). With `anyOrder` a tier is put in that
 * order only when it has more matches than the page takes: the ids are the same, in another order.
 *
 * Tiers nest, so a tier is not read when a wider one counted no match, nor when it counted as
 * many as the tier before it (it adds none). Read whole, the tiers before hold exactly
 * `tier_n-1`: tier n is then read whole by itself and those ids left out here, instead of the
 * index reading `tier_n-1` again to leave it out.
 */
export async function pageAcrossTiers(
  tiers: Tier[],
  offset: number,
  limit: number,
  reader: Pick<TierReader, 'ids'>,
  {
    closest,
    anyOrder = false,
  }: { closest?: (ids: number[], count: number) => Promise<number[]>; anyOrder?: boolean } = {},
): Promise<{ id: number; tier: MatchTier }[]> {
  const wanted = offset + limit;
  const hits: { id: number; tier: MatchTier }[] = [];
  // The fewest matches of this tier or a wider one: an upper bound of the tier's matches.
  const atMost = tiers.map((_, at) =>
    Math.min(...tiers.slice(at).map((tier) => tier.matches ?? Number.POSITIVE_INFINITY)),
  );
  let previous: Tier | undefined;
  // Every id of the tiers before, while each was read whole (null once one was not).
  let before: Set<number> | null = closest ? new Set() : null;
  for (const [at, tier] of tiers.entries()) {
    if (hits.length >= wanted) break;
    const addsNone = atMost[at] === 0 || (tier.matches !== undefined && tier.matches === previous?.matches);
    const excluding = previous?.query;
    previous = tier;
    if (addsNone) continue;
    const need = wanted - hits.length;
    const limit = closest ? Math.max(need, CLOSEST_FIRST_MAX) : need;
    let ids: number[] | null = null;
    if (before && excluding) {
      const whole = await reader.ids(tier.query, undefined, limit);
      if (whole.length < limit) ids = whole.filter((id) => !before!.has(id));
    }
    ids ??= await reader.ids(tier.query, excluding, limit);
    if (before) {
      if (ids.length < limit) for (const id of ids) before.add(id);
      else before = null;
    }
    if (closest && ids.length > (anyOrder ? need : 1)) ids = await closest(ids, need);
    for (const id of ids.slice(0, need)) hits.push({ id, tier: tier.kind });
  }
  return hits.slice(offset, wanted);
}
