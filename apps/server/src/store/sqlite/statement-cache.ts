import type Database from 'better-sqlite3';
import type { SqliteDatabase } from './database';

type Statement = Database.Statement<unknown[]>;

const caches = new WeakMap<SqliteDatabase, Map<string, Statement>>();

/**
 * The statement for `sql` on `db`, prepared once and kept for as long as the connection lives.
 * For code that runs the same fixed statements again and again in short turns (the change
 * feed's chunks): preparing a statement parses and plans it each time, which took a large share
 * of a chunk's turn (docs/decisions/216). Only for fixed texts: the cache never forgets one.
 */
export function cachedStatement(db: SqliteDatabase, sql: string): Statement {
  let statements = caches.get(db);
  if (!statements) {
    statements = new Map();
    caches.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
