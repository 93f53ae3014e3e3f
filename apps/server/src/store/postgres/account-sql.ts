import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { AccountTables } from '../sql/tables';
import { unavailableToAppError } from './database';
import { postgresRecordDb } from './record-db';

/**
 * The account store's one way to the database: every statement on the primary (a session or
 * token just written must be found at once), each error that means the database is gone —
 * connecting, BEGIN, a statement, COMMIT — turned into the 503 `unavailable` once, here.
 */
export function accountDb(primary: pg.Pool): Kysely<AccountTables> {
  return postgresRecordDb<AccountTables>(primary, unavailableToAppError);
}
