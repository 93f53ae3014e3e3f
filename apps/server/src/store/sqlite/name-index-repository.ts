import type { NameIndexRepository, TermGroup, TermQuery } from '../types';
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
 * Full-text name index. Queries read FTS5 doclists in rowid order, which is popularity order,
 * and stop at LIMIT: no ranking function runs (search rule 1), so 'gmbh' costs as little as
 * 'müller'.
 */
export function createNameIndexRepository(db: SqliteDatabase): NameIndexRepository {
  const match = db.prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?').pluck();
  const count = db
    .prepare('SELECT count(*) FROM (SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?)')
    .pluck();
  const vocabulary = db.prepare('SELECT term, doc_count FROM name_vocab');
  const phonetic = db
    .prepare(`SELECT term FROM name_vocab WHERE phonetic = ? AND abs(length(term) - ?) <= 2
               ORDER BY doc_count DESC LIMIT ?`)
    .pluck();
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
    async phoneticTerms(code, length, limit) {
      if (code === '') return [];
      return phonetic.all(code, length, limit) as string[];
    },
  };
}
