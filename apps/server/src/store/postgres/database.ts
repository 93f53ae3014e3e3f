import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { redactUrl } from '../../config';
import { fail } from '../../errors';
import { serverFile } from '../../server-files';

// Counts and change ids are bigint; every one of them stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The company record's migrations (the account store's are store/sql/account-migrations.ts). */
export const DATASET_MIGRATIONS = serverFile('store/postgres/migrations/dataset');

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** The primary takes every write; reads that may lag by a moment go to a replica when there is one. */
export interface PostgresPools {
  primary: pg.Pool;
  /**
   * The primary for the limit counters (docs/decisions/198): its commits do not wait for the
   * WAL to reach the disk (`synchronous_commit = off`), as the account file's do not on SQLite.
   */
  counters: pg.Pool;
  /** A replica pool in turn, or the primary when no replica is configured. */
  reader(): pg.Pool;
  close(): Promise<void>;
}

/** SQLSTATE classes and codes of a database that is down, restarting or unreachable. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not queryable/i.test(
    message,
  );
}

/** SQLSTATE 57014: PostgreSQL cancelled the statement, here because it ran past `statement_timeout`. */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '57014';
}

/** Maps a lost database, or a statement it cancelled as too slow, to the 503 the UI shows; other errors pass unchanged. */
export function unavailableToAppError(error: unknown): never {
  if (isStatementTimeout(error)) throw fail('database_timeout');
  if (isUnavailable(error)) throw fail('database_unavailable');
  throw error;
}

export interface PoolOptions {
  /** Connections per pool. */
  max?: number;
  /** PostgreSQL cancels a statement of these pools that runs longer (0 or unset: no limit). */
  statementTimeoutMs?: number;
}

function createPool(
  url: string,
  { max = 10, statementTimeoutMs = 0 }: PoolOptions,
  settings: { synchronousCommit?: 'off' } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Sent as a startup parameter: it holds for every statement on every connection of the pool.
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    ...(settings.synchronousCommit ? { options: `-c synchronous_commit=${settings.synchronousCommit}` } : {}),
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A server that vanished without closing the connection is noticed by TCP, not never.
    keepAlive: true,
  });
  // An idle client losing its server is reported here; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

export function createPools(url: string, replicaUrls: string[], options: PoolOptions = {}): PostgresPools {
  const primary = createPool(url, options);
  // Connects only when a counter is first hit: bulk work (copies, imports) never opens it.
  const counters = createPool(
    url,
    { ...options, max: Math.min(4, options.max ?? 4) },
    { synchronousCommit: 'off' },
  );
  const replicas = replicaUrls.map((replicaUrl) => createPool(replicaUrl, options));
  let next = 0;
  return {
    primary,
    counters,
    reader() {
      if (replicas.length === 0) return primary;
      next = (next + 1) % replicas.length;
      return replicas[next]!;
    },
    async close() {
      await Promise.all([primary, counters, ...replicas].map((pool) => pool.end()));
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for PostgreSQL at start: one line per failed attempt naming the URL without its
 * password, retried with a growing pause (1 s doubling to 30 s) until `attempts` run out.
 */
export async function waitForDatabase(
  pool: pg.Pool,
  url: string,
  log: (message: string) => void,
  attempts = Number.POSITIVE_INFINITY,
): Promise<void> {
  let pause = 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('SELECT 1');
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!isUnavailable(error) || attempt >= attempts) {
        throw new Error(`PostgreSQL at ${redactUrl(url)}: ${reason}`);
      }
      log(`PostgreSQL at ${redactUrl(url)} is not reachable (${reason}); retrying in ${pause / 1000} s`);
      await sleep(pause);
      pause = Math.min(30_000, pause * 2);
    }
  }
}

/**
 * A pooled client checked out for several statements. pg also emits a lost connection as 'error'
 * on the client, which ends the process when nobody listens; the statements fail with it anyway.
 */
export async function checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const ignore = () => {};
  client.on('error', ignore);
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) => {
    client.removeListener('error', ignore);
    release(error);
  };
  return client;
}

/** Runs `work` in one transaction on one connection; rolls back on any error. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await checkOut(pool);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Applies the company record's numbered migrations (`NNN_name.sql`) that the database has not
 * seen, recorded under the store name 'dataset' (earlier versions numbered their account
 * migrations in the same table as 'accounts'). An advisory lock makes servers that start
 * together apply each migration once.
 */
export async function migrate(pool: pg.Pool, directory = DATASET_MIGRATIONS): Promise<void> {
  await transaction(pool, async (client) => {
    // A migration may build an index over millions of rows: no statement timeout here.
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [72_002]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      store TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (store, version))`);
    const applied = new Set(
      (
        await client.query<{ version: number }>(
          "SELECT version FROM schema_migrations WHERE store = 'dataset'",
        )
      ).rows.map((row) => row.version),
    );
    const files = readdirSync(directory)
      .filter((file) => /^\d{3}_.+\.sql$/.test(file))
      .sort();
    for (const file of files) {
      const version = Number(file.slice(0, 3));
      if (applied.has(version)) continue;
      await client.query(readFileSync(join(directory, file), 'utf8'));
      await client.query("INSERT INTO schema_migrations (store, version, name) VALUES ('dataset', $1, $2)", [
        version,
        file,
      ]);
    }
  });
}
