import type { TermGroup, TermQuery } from '../types';

function quote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

function groupExpression(group: TermGroup): string {
  const terms = group.terms.map((term) => (group.prefix ? `${quote(term)}*` : quote(term)));
  for (const compound of group.compounds ?? []) terms.push(`(${andExpression(compound)})`);
  return terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`;
}

const andExpression = (query: TermQuery) => query.map(groupExpression).join(' AND ');

/** FTS5 query text (company_fts, employee_fts): groups joined by AND, optionally minus another query. */
export function matchExpression(query: TermQuery, excluding?: TermQuery): string {
  const include = andExpression(query);
  if (!excluding || excluding.length === 0) return include;
  return `(${include}) NOT (${andExpression(excluding)})`;
}
