import type pg from 'pg';
import { type Queryable, transaction, unavailableToAppError } from './database';

/**
 * The account store's one way to the database: parameterised statements on the primary, each
 * error that means the database is gone turned into the 503 `unavailable` once, here.
 */
export interface AccountSql {
  rows<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** The first row, or null. */
  row<T>(text: string, values?: unknown[]): Promise<T | null>;
  /** How many rows the statement changed. */
  changes(text: string, values?: unknown[]): Promise<number>;
  /** A number the statement selects as its one column of its one row (a count, a new id). */
  value(text: string, values?: unknown[]): Promise<number>;
  /** Runs `work` in one transaction on one connection; rolled back on any error. */
  transaction<T>(work: (sql: AccountSql) => Promise<T>): Promise<T>;
}

function sqlOn(db: Queryable, pool: pg.Pool | null): AccountSql {
  const query = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
    db.query<T>(text, values).catch(unavailableToAppError);
  return {
    rows: async <T>(text: string, values?: unknown[]) => (await query(text, values)).rows as T[],
    row: async <T>(text: string, values?: unknown[]) => ((await query(text, values)).rows[0] as T) ?? null,
    changes: async (text, values) => (await query(text, values)).rowCount ?? 0,
    async value(text, values) {
      const row = (await query(text, values)).rows[0] as Record<string, unknown> | undefined;
      return Number(row ? Object.values(row)[0] : Number.NaN);
    },
    async transaction(work) {
      if (!pool) throw new Error('Account store transactions do not nest');
      // Connecting, BEGIN and COMMIT can meet a lost database too.
      return transaction(pool, (client) => work(sqlOn(client, null))).catch(unavailableToAppError);
    },
  };
}

/** Every account statement goes to the primary: a session or token just written must be found at once. */
export function accountSql(primary: pg.Pool): AccountSql {
  return sqlOn(primary, primary);
}
