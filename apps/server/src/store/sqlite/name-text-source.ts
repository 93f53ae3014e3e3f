import type { NameTextSource } from '../../search-engine';
import type { VocabularyEntry } from '../types';
import type { SqliteDatabase } from './database';
import { matchExpression } from './fts-expression';

/**
 * The search engine's full text of company names: `company_fts` (FTS5, read in rowid =
 * popularity order, never ranked) and its vocabulary `name_vocab` (document counts, Kölner
 * Phonetik codes). Statements are prepared once.
 */
export function sqliteNameTextSource(db: SqliteDatabase): NameTextSource {
  const match = db.prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?').pluck();
  const matchAfter = db
    .prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ? AND rowid > ? ORDER BY rowid LIMIT ?')
    .pluck();
  const every = db.prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ?').pluck();
  const count = db
    .prepare('SELECT count(*) FROM (SELECT rowid FROM company_fts WHERE company_fts MATCH ? LIMIT ?)')
    .pluck();
  const exact = db.prepare('SELECT coalesce(sum(doc_count), 0) FROM name_vocab WHERE term = ?').pluck();
  const prefix = db
    .prepare('SELECT coalesce(sum(doc_count), 0) FROM name_vocab WHERE term >= ? AND term < ?')
    .pluck();
  const frequent = db
    .prepare('SELECT term FROM name_vocab WHERE doc_count >= ? ORDER BY doc_count DESC LIMIT ?')
    .pluck();
  // In the primary key's order: the vocabulary's sorted term list comes as read.
  const vocabulary = db.prepare(
    'SELECT term, doc_count, phonetic FROM name_vocab WHERE term > ? ORDER BY term LIMIT ?',
  );
  const phonetic = db
    .prepare(`SELECT term FROM name_vocab WHERE phonetic = ? AND abs(length(term) - ?) <= 2
               ORDER BY doc_count DESC LIMIT ?`)
    .pluck();
  return {
    matches: (query, limit, excluding) => match.all(matchExpression(query, excluding), limit) as number[],
    matchesAfter: (query, after, limit, excluding) =>
      matchAfter.all(matchExpression(query, excluding), after, limit) as number[],
    everyMatch: (query) => every.iterate(matchExpression(query)) as Iterable<number>,
    countMatches: (query, cap) => Number(count.get(matchExpression(query), cap)),
    documentsWith: (term, isPrefix) =>
      Number(isPrefix ? prefix.get(term, `${term}\u{10ffff}`) : exact.get(term)),
    frequentTerms: (minDocuments, limit) => frequent.all(minDocuments, limit) as string[],
    vocabularyPage: (after, limit) => vocabulary.all(after, limit) as VocabularyEntry[],
    phoneticTerms: (code, length, limit) => phonetic.all(code, length, limit) as string[],
  };
}
