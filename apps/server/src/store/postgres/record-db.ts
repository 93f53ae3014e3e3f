import {
  Kysely,
  type PostgresCursor,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import type pg from 'pg';
import { statementName } from '../sql/query-layer';
import { checkOut } from './database';

/** What happens to an error of the database on its way to the caller. */
type ErrorMapping = (error: unknown) => never;

const passOn: ErrorMapping = (error) => {
  throw error;
};

/**
 * A pool as Kysely's driver sees it: clients checked out with `checkOut` (a lost connection
 * does not end the process), every error of connecting and of each statement (BEGIN and COMMIT
 * included) passed through `mapError`. Ending the pool is its creator's business.
 */
function poolFor(pool: pg.Pool, mapError: ErrorMapping): PostgresPool {
  return {
    connect: async () => clientFor(await checkOut(pool).catch(mapError), mapError),
    async end() {},
  };
}

function clientFor(client: pg.PoolClient, mapError: ErrorMapping): PostgresPoolClient {
  function query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(
    text: string | PostgresCursor<unknown>,
    values: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<unknown>> | PostgresCursor<unknown> {
    // The dialect is given no cursor class, so Kysely never streams through one.
    if (typeof text !== 'string') throw new Error('Cursors are not used by the record store');
    // A prepared query (a limit hit, a session lookup) is parsed and planned once per connection.
    const name = statementName(text);
    const run = name ? client.query({ name, text, values: [...values] }) : client.query(text, [...values]);
    return run.catch(mapError) as Promise<PostgresQueryResult<unknown>>;
  }
  return { query, release: (destroy?: boolean) => client.release(destroy) };
}

/** The shared query layer (store/sql/) on a PostgreSQL pool. */
export function postgresRecordDb<T>(pool: pg.Pool, mapError: ErrorMapping = passOn): Kysely<T> {
  return new Kysely<T>({ dialect: new PostgresDialect({ pool: poolFor(pool, mapError) }) });
}
