import pg from 'pg';

/**
 * Runs `work` on a client of the `postgres` database of the server that `url` (a database URL,
 * or the server's URL without one) points at: creating, copying and dropping the bench's
 * databases cannot happen from inside them.
 */
export async function withPostgresAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client(admin.toString());
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The size of the database `url` names, in bytes, as PostgreSQL counts it (tables, indexes, TOAST). */
export async function postgresDatabaseBytes(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const result = await client.query<{ bytes: string }>(
      'SELECT pg_database_size(current_database()) AS bytes',
    );
    return Number(result.rows[0]!.bytes);
  } finally {
    await client.end();
  }
}
