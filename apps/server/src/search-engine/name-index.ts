import type { SqliteDatabase } from '../store/sqlite/database';
import type { NameIndexRepository, TermGroup, TermQuery } from '../store/types';
import { CommonTerms } from './common-terms';

function quote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

function groupExpression(group: TermGroup): string {
  const terms = group.terms.map((term) => (group.prefix ? `${quote(term)}*` : quote(term)));
  for (const compound of group.compounds ?? []) terms.push(`(${andExpression(compound)})`);
  return terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`;
}

const andExpression = (query: TermQuery) => query.map(groupExpression).join(' AND ');

/** FTS5 query text: groups joined by AND, optionally minus another query. */
export function matchExpression(query: TermQuery, excluding?: TermQuery): string {
  const include = andExpression(query);
  if (!excluding || excluding.length === 0) return include;
  return `(${include}) NOT (${andExpression(excluding)})`;
}

/** A previous tier is excluded from a set of its ids only up to this size (more: FTS5 NOT). */
const MAX_EXCLUDED_SET = 50_000;

/**
 * Full-text name index. Queries read FTS5 doclists in rowid order, which is popularity order,
 * and stop at LIMIT: no ranking function runs, so 'gmbh' costs as little as 'müller'.
 *
 * Rarest first (docs/decisions/030): a query that mixes rare words with common ones
 * ('eckhardt transporte gmbh & co kg', 'partner wiedemann') reads only its rare groups from
 * FTS5 and tests the common groups against in-memory bitmaps (`CommonTerms`), instead of
 * letting FTS5 seek through the common terms' long doclists for every candidate.
 */
export function createNameIndexRepository(
  db: SqliteDatabase,
): NameIndexRepository & { refresh(companyIds: number[]): void } {
  const match = db.prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?').pluck();
  const every = db.prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ?').pluck();
  const count = db
    .prepare('SELECT count(*) FROM (SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?)')
    .pluck();
  const vocabulary = db.prepare('SELECT term, doc_count FROM name_vocab');
  const phonetic = db
    .prepare(`SELECT term FROM name_vocab WHERE phonetic = ? AND abs(length(term) - ?) <= 2
               ORDER BY doc_count DESC LIMIT ?`)
    .pluck();
  const common = new CommonTerms(db);
  const commonMatch = (groups: TermGroup[], id: number) => groups.every((group) => common.matches(group, id));

  /** The query as rare groups for FTS5 and common groups for the bitmaps; null unless it has both. */
  const split = (query: TermQuery) => {
    const commonGroups = query.filter((group) => common.covers(group));
    const rare = query.filter((group) => !common.covers(group));
    return rare.length === 0 || commonGroups.length === 0 ? null : { rare, common: commonGroups };
  };

  /**
   * Ids of `query` and not `excluding`, up to `limit`: the common groups from the bitmaps, the
   * rest from FTS5 in popularity order, `excluding` (a previous tier, so fewer ids than a page
   * asks for) from a set of its own ids. Null when FTS5 should answer alone: no common group
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
    for (const id of every.iterate(matchExpression(rare)) as Iterable<number>) {
      if (!commonMatch(commonGroups, id) || excluded?.has(id)) continue;
      ids.push(id);
      if (ids.length >= limit) break;
    }
    return ids;
  };

  const read = (query: TermQuery, limit: number, excluding?: TermQuery): number[] =>
    rarestFirst(query, limit, excluding) ?? (match.all(matchExpression(query, excluding), limit) as number[]);

  return {
    async matchIds(query, limit, excluding) {
      if (query.length === 0 || limit <= 0) return [];
      return (
        rarestFirst(query, limit, excluding) ??
        (match.all(matchExpression(query, excluding), limit) as number[])
      );
    },
    async countMatches(query, cap) {
      if (query.length === 0) return 0;
      return rarestFirst(query, cap)?.length ?? Number(count.get(matchExpression(query), cap));
    },
    async vocabulary() {
      return vocabulary.all() as { term: string; doc_count: number }[];
    },
    async phoneticTerms(code, length, limit) {
      if (code === '') return [];
      return phonetic.all(code, length, limit) as string[];
    },
    refresh(companyIds) {
      common.refresh(companyIds);
    },
  };
}
