import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { redactUrl } from '../src/config';

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

/** A fresh, empty database of its own for one test file; `drop()` removes it again. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `fd_test_${process.pid}_${++counter}_${randomBytes(4).toString('hex')}`;
  // Identifiers cannot be parameters; this one is built above from digits, letters and underscores.
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
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
