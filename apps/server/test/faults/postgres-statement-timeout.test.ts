import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPools } from '../../src/store/postgres/database';
import { type SignedInUser, signIn } from '../factories';
import { openTestApp, type TestApp } from '../helpers';
import { createPostgresInstall } from '../postgres';

const TIMEOUT_MS = 300;

describe('a PostgreSQL statement that runs too long', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    install = await createPostgresInstall();
    t = await openTestApp(install.dataDir, {
      DATABASE_URL: install.target.url,
      DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    user = await signIn(t, 'slow-db');
  });

  afterAll(async () => {
    await t?.close();
    await install?.drop();
  });

  it('is cancelled by PostgreSQL and answered with a translated 503, and the next attempt succeeds', async () => {
    // Another connection holds the lead-list table: the insert waits for the lock, as it would
    // behind a runaway statement, until the serving pool's statement_timeout cancels it.
    const blocker = new pg.Client({ connectionString: install.target.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE lead_lists IN ACCESS EXCLUSIVE MODE');
      const refused = await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Blocked' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'database_timeout' });
      await blocker.query('ROLLBACK');
    } finally {
      await blocker.end();
    }
    const created = await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'After' } });
    expect(created.statusCode).toBe(200);
    const lists = (await user.request({ method: 'GET', url: '/api/lists' })).json() as {
      lists: { name: string }[];
    };
    expect(lists.lists.map((list) => list.name)).toEqual(['After']);
  });

  it('holds for serving pools only: bulk pools (imports, dataset copies) have no limit', async () => {
    const serving = createPools(install.target.url, [], { statementTimeoutMs: TIMEOUT_MS });
    const bulk = createPools(install.target.url, []);
    try {
      expect((await serving.primary.query('SHOW statement_timeout')).rows[0]).toEqual({
        statement_timeout: `${TIMEOUT_MS}ms`,
      });
      expect((await bulk.primary.query('SHOW statement_timeout')).rows[0]).toEqual({
        statement_timeout: '0',
      });
      await expect(serving.primary.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await serving.close();
      await bulk.close();
    }
  });
});
