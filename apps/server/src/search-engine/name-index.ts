import type { NameIndexRepository, TermGroup, TermQuery } from '../store/types';
import { CommonTerms, type CommonTermsState } from './common-terms';
import type { CompanyRowsSource, NameTextSource } from './source';

/** A previous tier is excluded from a set of its ids only up to this size (more: the source leaves it out). */
const MAX_EXCLUDED_SET = 50_000;

/**
 * Name index. Queries read the source's full-text matches in id order, which is popularity order,
 * and stop at the limit: no ranking function runs, so 'gmbh' costs as little as 'müller'.
 *
 * Rarest first (docs/decisions/030): a query that mixes rare words with common ones
 * ('eckhardt transporte gmbh & co kg', 'partner wiedemann') reads only its rare groups from
 * the full text and tests the common groups against in-memory bitmaps (`CommonTerms`), instead of
 * letting the full text (FTS5) seek through the common terms' long doclists for every candidate.
 */
export function createNameIndex(
  text: NameTextSource,
  companies: CompanyRowsSource,
  state?: CommonTermsState,
): NameIndexRepository & { refresh(companyIds: number[]): void; state(): CommonTermsState } {
  const common = new CommonTerms(text, companies, state);
  const commonMatch = (groups: TermGroup[], id: number) => groups.every((group) => common.matches(group, id));

  /** The query as rare groups for the full text and common groups for the bitmaps; null unless it has both. */
  const split = (query: TermQuery) => {
    const commonGroups = query.filter((group) => common.covers(group));
    const rare = query.filter((group) => !common.covers(group));
    return rare.length === 0 || commonGroups.length === 0 ? null : { rare, common: commonGroups };
  };

  /**
   * Ids of `query` and not `excluding`, up to `limit`: the common groups from the bitmaps, the
   * rest from the full text in popularity order, `excluding` (a previous tier, so fewer ids than a page
   * asks for) from a set of its own ids. Null when the full text should answer alone: no common group
   * and nothing to exclude, only common groups, or a previous tier too large for a set.
   */
  const rarestFirst = (query: TermQuery, limit: number, excluding?: TermQuery): number[] | null => {
    const parts = split(query);
    const excludes = excluding !== undefined && excluding.length > 0;
    if (!parts && !excludes) return null;
    const { rare, common: commonGroups } = parts ?? { rare: query, common: [] };
    if (rare.length === 0) return null;
    let excluded: Set<number> | null = null;
    if (excludes) {
      const previous = read(excluding, MAX_EXCLUDED_SET + 1);
      if (previous.length > MAX_EXCLUDED_SET) return null;
      excluded = new Set(previous);
    }
    const ids: number[] = [];
    for (const id of text.everyMatch(rare)) {
      if (!commonMatch(commonGroups, id) || excluded?.has(id)) continue;
      ids.push(id);
      if (ids.length >= limit) break;
    }
    return ids;
  };

  const read = (query: TermQuery, limit: number, excluding?: TermQuery): number[] =>
    rarestFirst(query, limit, excluding) ?? text.matches(query, limit, excluding);

  return {
    async matchIds(query, limit, excluding) {
      if (query.length === 0 || limit <= 0) return [];
      return read(query, limit, excluding);
    },
    async countMatches(query, cap) {
      if (query.length === 0) return 0;
      return rarestFirst(query, cap)?.length ?? text.countMatches(query, cap);
    },
    async vocabularyPage(after, limit) {
      return text.vocabularyPage(after, limit);
    },
    async phoneticTerms(code, length, limit) {
      if (code === '') return [];
      return text.phoneticTerms(code, length, limit);
    },
    refresh(companyIds) {
      common.refresh(companyIds);
    },
    state: () => common.state(),
  };
}

/**
 * The name index without its in-memory part: every query answered by the full text alone, the
 * same ids as `createNameIndex` (its common-term bitmaps only spare the full text's long lists).
 * A worker whose searches the engine process answers keeps it for the employee search's tiers
 * (the vocabulary and the sound-alike lookup), docs/decisions/211 step 5.
 */
export function fileNameIndex(text: NameTextSource): NameIndexRepository {
  return {
    matchIds: async (query, limit, excluding) =>
      query.length === 0 || limit <= 0 ? [] : text.matches(query, limit, excluding),
    countMatches: async (query, cap) => (query.length === 0 ? 0 : text.countMatches(query, cap)),
    vocabularyPage: async (after, limit) => text.vocabularyPage(after, limit),
    phoneticTerms: async (code, length, limit) =>
      code === '' ? [] : text.phoneticTerms(code, length, limit),
  };
}
