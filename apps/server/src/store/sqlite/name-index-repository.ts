import type { NameIndexRepository, TermGroup, TermQuery } from '../types';
import type { SqliteDatabase } from './database';

function quote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

function groupExpression(group: TermGroup): string {
  const terms = group.terms.map((term) => (group.prefix ? `${quote(term)}*` : quote(term)));
  return terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`;
}

/** FTS5 query text: groups joined by AND, optionally minus another query. */
export function matchExpression(query: TermQuery, excluding?: TermQuery): string {
  const include = query.map(groupExpression).join(' AND ');
  if (!excluding || excluding.length === 0) return include;
  return `(${include}) NOT (${excluding.map(groupExpression).join(' AND ')})`;
}

/**
 * Full-text name index. Queries read FTS5 doclists in rowid order, which is popularity order,
 * and stop at LIMIT: no ranking function runs (docs/decisions/070), so 'gmbh' costs as little as
 * 'müller'.
 */
export function createNameIndexRepository(db: SqliteDatabase): NameIndexRepository {
  const match = db.prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?').pluck();
  const count = db
    .prepare('SELECT count(*) FROM (SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?)')
    .pluck();
  const vocabulary = db.prepare('SELECT term, doc_count FROM name_vocab');
  return {
    async matchIds(query, limit, excluding) {
      if (query.length === 0 || limit <= 0) return [];
      return match.all(matchExpression(query, excluding), limit) as number[];
    },
    async countMatches(query, cap) {
      if (query.length === 0) return 0;
      return Number(count.get(matchExpression(query), cap));
    },
    async vocabulary() {
      return vocabulary.all() as { term: string; doc_count: number }[];
    },
  };
}
