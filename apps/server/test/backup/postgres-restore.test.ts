/**
 * The restore drill on PostgreSQL with the commands docs/operations.md gives: pg_dump while the
 * server runs, more written (a company changed, a user registered), pg_restore, start — and the
 * backed-up state is there, including in the server's local index, which finds that it is ahead
 * of the restored change sequence and rebuilds itself.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ZListsResponse } from '@fd/contract';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_FILE } from '../../src/store/postgres/local-index';
import { clientAddress, login } from '../auth-helpers';
import { requesterFor, signIn } from '../factories';
import { openTestApp, type TestApp } from '../helpers';
import { json } from '../integration/workspace-helpers';
import { createPostgresInstall } from '../postgres';

const COMPANY = 12;

describe('a pg_dump taken while the server runs', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let t: TestApp;
  const open = () => openTestApp(install.dataDir, { DATABASE_URL: install.target.url });
  beforeAll(async () => {
    install = await createPostgresInstall();
    t = await open();
  });
  afterAll(async () => {
    await t.close();
    await install.drop();
  });

  const detail = async (app: TestApp) => {
    const response = await app.app.inject({
      url: `/api/companies?cid=${COMPANY}`,
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode).toBe(200);
    const { company, history } = response.json() as {
      company: { date_updated: string | null };
      history: unknown;
    };
    return { date_updated: company.date_updated, history };
  };
  const newestChange = async () => {
    const client = new pg.Client(install.target.url);
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT coalesce(max(change_id), 0)::int AS id FROM company_changes',
      );
      return rows[0].id as number;
    } finally {
      await client.end();
    }
  };

  it('restores with pg_restore, and the local index rebuilds itself to the restored state', async () => {
    const first = await signIn(t, 'pg-drill');
    expect(
      (await first.request({ method: 'POST', url: '/api/lists', payload: { name: 'Vor dem Dump' } }))
        .statusCode,
    ).toBe(200);
    const before = await detail(t);
    const dump = join(install.dataDir, 'firmenradar.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, install.target.url]);
    const dumped = await newestChange();

    const refreshed = await first.request({
      method: 'POST',
      url: '/api/refreshData',
      payload: { company_id: COMPANY },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await newestChange()).toBeGreaterThan(dumped);
    expect(await detail(t)).not.toEqual(before);
    const later = await signIn(t, 'pg-drill-later');
    await t.close();

    execFileSync('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${install.target.url}`,
      dump,
    ]);
    expect(await newestChange()).toBe(dumped);
    t = await open();

    const index = new Database(join(install.dataDir, INDEX_FILE), { readonly: true });
    try {
      expect(
        Number(index.prepare("SELECT value FROM index_state WHERE key = 'change_id'").pluck().get()),
      ).toBe(dumped);
    } finally {
      index.close();
    }
    expect(await detail(t)).toEqual(before);
    expect((await login(t, first.email, first.password)).statusCode).toBe(200);
    const lists = await json(ZListsResponse, requesterFor(t, first.cookie)('/api/lists'));
    expect(lists.lists.map((list) => list.name)).toEqual(['Vor dem Dump']);
    expect((await login(t, later.email, later.password)).statusCode).toBe(401);
  });
});
