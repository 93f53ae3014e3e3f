import type { NameIndexRepository, TermGroup, TermQuery } from '../types';
import { CommonTerms } from './common-terms';
import type { SqliteDatabase } from './database';

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

/**
 * Rarest first only while the rare groups match at most this many companies (by the
 * vocabulary's counts); a previous tier is excluded from a set only up to this size too.
 */
const MAX_RARE_DOCS = 2_500;

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
  const docs = db.prepare('SELECT doc_count FROM name_vocab WHERE term = ?').pluck();
  const common = new CommonTerms(db);

  /** Companies a group matches at most (Infinity when the vocabulary cannot say). */
  const estimate = (group: TermGroup): number => {
    if (group.prefix || group.compounds) return Number.POSITIVE_INFINITY;
    return group.terms.reduce((sum, term) => sum + Number(docs.get(term) ?? 0), 0);
  };

  /**
   * The query as rare groups for FTS5 and common groups for the bitmaps; null unless it has
   * both and its rare groups together match few companies.
   */
  const split = (query: TermQuery, mixedOnly = true) => {
    const commonGroups = query.filter((group) => common.covers(group));
    const rare = query.filter((group) => !common.covers(group));
    if (rare.length === 0 || (mixedOnly && commonGroups.length === 0)) return null;
    if (Math.min(...rare.map(estimate)) > MAX_RARE_DOCS) return null;
    return { rare, common: commonGroups };
  };

  /** A test for 'matches `query`', from a bounded set of ids; null when the set would be large. */
  const membership = (query: TermQuery): ((id: number) => boolean) | null => {
    const parts = split(query, false);
    if (!parts) return null;
    const ids = new Set(every.all(matchExpression(parts.rare)) as number[]);
    return (id) => ids.has(id) && parts.common.every((group) => common.matches(group, id));
  };

  /** Ids of a mixed query, rarest first, up to `limit`; null when FTS5 should answer alone. */
  const rarestFirst = (query: TermQuery, limit: number, excluding?: TermQuery): number[] | null => {
    const parts = split(query);
    if (!parts) return null;
    const excluded = excluding && excluding.length > 0 ? membership(excluding) : () => false;
    if (!excluded) return null;
    const ids: number[] = [];
    // The rare groups match few companies: one read of all of them beats row-by-row iteration.
    for (const id of every.all(matchExpression(parts.rare)) as number[]) {
      if (!parts.common.every((group) => common.matches(group, id)) || excluded(id)) continue;
      ids.push(id);
      if (ids.length >= limit) break;
    }
    return ids;
  };

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
