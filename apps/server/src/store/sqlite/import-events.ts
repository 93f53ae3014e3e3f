/** The SQLite import transaction with its events, written right after each company's change entry. */
import { type TransactionWithoutEvents, withEvents } from '../import-events';
import type { ImportTransaction } from '../types';
import type { SqliteDatabase } from './database';
import { createEventWriter } from './event-repository';

export function withImportEvents(tx: TransactionWithoutEvents, db: SqliteDatabase): ImportTransaction {
  const write = createEventWriter(db);
  // The change entry just recorded on this connection (one writer: ids follow commit order).
  const lastChange = db.prepare('SELECT last_insert_rowid()').pluck();
  return withEvents(tx, (companyId, events) => write(companyId, Number(lastChange.get()), events));
}
