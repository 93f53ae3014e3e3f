import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseTarget, redactUrl } from '../src/config';
import { eventually } from './eventually';

/** An admin connection that may create and drop databases; `scripts/ensure-postgres.sh` provides it. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL || 'postgres://firmenradar:firmenradar@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

let counter = 0;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The PostgreSQL tests need a server at ${redactUrl(TEST_POSTGRES_URL)} (${reason}). ` +
        'Start one with `sudo scripts/ensure-postgres.sh` (installs PostgreSQL, starts it and creates ' +
        'the role firmenradar), or set TEST_POSTGRES_URL to an admin URL of your own.',
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database of its own for one test file, empty or a copy of `template` (a database
 * that holds the migrated test dataset); `drop()` removes it again.
 */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  const name = `fd_test_${process.pid}_${++counter}_${randomBytes(4).toString('hex')}`;
  // Identifiers cannot be parameters; names are built here from digits, letters and underscores.
  await withAdmin((admin) =>
    admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(async (admin) => {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
    },
  };
}

/** A database URL on the test server for the database `name`. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A PostgreSQL install for one test: its own copy of the template database (migrated, with
 * the test dataset) and its own directory for the server's local index.
 */
export async function createPostgresInstall(): Promise<{
  target: Extract<DatabaseTarget, { kind: 'postgres' }>;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const database = await createTestDatabase(inject('postgresTemplate'));
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-pg-install-'));
  return {
    target: {
      kind: 'postgres',
      url: database.url,
      replicaUrls: [],
      indexDir: dataDir,
      statementTimeoutMs: 10_000,
    },
    dataDir,
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The streaming replica of the test server (`scripts/ensure-postgres.sh` sets it up on port 5433). */
export const TEST_POSTGRES_REPLICA_URL =
  process.env.TEST_POSTGRES_REPLICA_URL || 'postgres://firmenradar:firmenradar@127.0.0.1:5433/postgres';

/**
 * The URL of database `name` on the replica, once the replica has replayed its creation: a copy
 * of the template database goes through the WAL, which a loaded machine replays slowly.
 */
export async function onReplica(databaseUrl: string): Promise<string> {
  const url = new URL(TEST_POSTGRES_REPLICA_URL);
  url.pathname = new URL(databaseUrl).pathname;
  /** null once a connection succeeds, else why it failed. */
  const connectFailure = async (): Promise<string | null> => {
    const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.end();
      return null;
    } catch (error) {
      await client.end().catch(() => {});
      return error instanceof Error ? error.message : String(error);
    }
  };
  try {
    await eventually(connectFailure, (failure) => failure === null, {
      timeoutMs: 60_000,
      intervalMs: 250,
      what: `a connection to ${redactUrl(url.toString())}`,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The replica tests need a streaming replica at ${redactUrl(url.toString())} (${reason}). ` +
        'Run `sudo scripts/ensure-postgres.sh` (it creates one with pg_basebackup -R), or set TEST_POSTGRES_REPLICA_URL.',
    );
  }
  return url.toString();
}
