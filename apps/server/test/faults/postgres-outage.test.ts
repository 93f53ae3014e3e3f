import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZCompanyDetail, ZLandingSearchResponse, ZListsResponse, ZWatchlistResponse } from '@fd/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCompanyStore } from '../../src/store/postgres/company-store';
import { createPools, transaction, unavailableToAppError } from '../../src/store/postgres/database';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn } from '../factories';
import { openTestApp, type TestApp } from '../helpers';
import { createPostgresInstall } from '../postgres';
import { waitFor } from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** A company refreshed during and after the outage: each refresh that succeeds appends one change. */
const REFRESHED = 5;
/** A company the store itself rewrites after a refused attempt. */
const REWRITTEN = 11;
/** A company another server changes while this one cannot reach PostgreSQL. */
const CHANGED_ELSEWHERE = 42;
const NEW_PHONE = '+43 1 5550123';

describe('PostgreSQL goes away while the server runs', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let proxy: TcpProxy;
  let t: TestApp;
  let user: SignedInUser;
  let keyword: string;
  let viaProxyUrl: string;

  beforeAll(async () => {
    install = await createPostgresInstall();
    const direct = new URL(install.target.url);
    proxy = await startTcpProxy(Number(direct.port || 5432), direct.hostname);
    const viaProxy = new URL(install.target.url);
    viaProxy.port = String(proxy.port);
    viaProxyUrl = viaProxy.toString();
    t = await openTestApp(install.dataDir, {
      DATABASE_URL: viaProxy.toString(),
    });
    user = await signIn(t, 'outage');
    const company = (await t.stores.companies.companyDetail.company(3))!;
    keyword = company.company_name.split(' ')[0]!;
  });

  afterAll(async () => {
    await proxy?.up();
    await t?.close();
    await proxy?.close();
    await install?.drop();
  });

  // In English: the tests read the messages of refused writes.
  const headers = { 'x-lang': 'en' };
  const createList = (name: string) =>
    user.request({ method: 'POST', url: '/api/lists', payload: { name }, headers });
  const refresh = (companyId: number) =>
    user.request({
      method: 'POST',
      url: '/api/refreshData',
      payload: { company_id: companyId },
      headers,
      remoteAddress: clientAddress(),
    });
  const phoneOf = async (companyId: number) =>
    ZCompanyDetail.parse((await t.app.inject(`/api/companies?cid=${companyId}`)).json()).company
      .contact_phone;

  it('reads from the local index, refuses writes with 503 and catches up once it is back', async () => {
    expect((await createList('Before the outage')).statusCode).toBe(200);
    expect(
      (await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: 7 } })).statusCode,
    ).toBe(200);
    const phoneBefore = await phoneOf(CHANGED_ELSEWHERE);
    expect(phoneBefore).not.toBe(NEW_PHONE);

    await proxy.down();
    // Another server writes a change to the record meanwhile; this one cannot see it yet.
    const other = new pg.Client({ connectionString: install.target.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('UPDATE companies SET contact_phone = $2 WHERE company_id = $1', [
        CHANGED_ELSEWHERE,
        NEW_PHONE,
      ]);
      await other.query("INSERT INTO company_changes (company_id, source) VALUES ($1, 'refresh')", [
        CHANGED_ELSEWHERE,
      ]);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }

    for (const request of [t.app.inject.bind(t.app), user.request]) {
      const search = await request(`/api/landing_search?keyword=${encodeURIComponent(keyword)}`);
      expect(search.statusCode).toBe(200);
      expect(ZLandingSearchResponse.parse(search.json()).companies.length).toBeGreaterThan(0);
      const page = await request('/api/companies?cid=1');
      expect(page.statusCode).toBe(200);
      expect(ZCompanyDetail.parse(page.json()).company.company_id).toBe(1);
    }
    expect(await phoneOf(CHANGED_ELSEWHERE)).toBe(phoneBefore);

    for (const write of [() => createList('During the outage'), () => refresh(REFRESHED)]) {
      const response = await write();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toMatch(/try again/i);
    }

    await proxy.up();
    // The pool connects anew; no restart of the app.
    expect((await createList('During the outage')).statusCode).toBe(200);
    const refreshedNow = await refresh(REFRESHED);
    expect(refreshedNow.statusCode).toBe(200);
    const check = new pg.Client({ connectionString: install.target.url });
    await check.connect();
    try {
      const { rows } = await check.query(
        'SELECT count(*)::int AS n FROM company_changes WHERE company_id = $1',
        [REFRESHED],
      );
      // The refused refresh wrote nothing, the later one exactly its change row.
      expect(rows[0].n).toBe(1);
    } finally {
      await check.end();
    }

    const lists = ZListsResponse.parse((await user.request('/api/lists')).json()).lists.map(
      (list) => list.name,
    );
    expect(lists.sort()).toEqual(['Before the outage', 'During the outage']);
    const watched = ZWatchlistResponse.parse((await user.request('/api/watchlist')).json()).items;
    expect(watched.map((item) => item.company_id)).toEqual([7]);
    // The change made elsewhere during the outage reaches this server's index through the change feed.
    await waitFor(
      async () => ((await phoneOf(CHANGED_ELSEWHERE)) === NEW_PHONE ? true : undefined),
      () => `company ${CHANGED_ELSEWHERE} to show the phone written during the outage`,
      20_000,
    );
    // The wait's 20 s on top of the steps before it: more than the default 30 s on a loaded machine.
  }, 60_000);

  it('answers every write cut off by the outage with 200 or 503, and keeps each 200', async () => {
    const companies = Array.from({ length: 60 }, (_, i) => 1000 + i);
    let acks = 0;
    const outage = { started: false, done: Promise.resolve() };
    const results = await Promise.all(
      companies.map(async (company) => {
        const response = await user.request({
          method: 'POST',
          url: '/api/watchlist',
          payload: { company_id: company },
          headers,
        });
        if (response.statusCode === 200 && ++acks === 10 && !outage.started) {
          outage.started = true;
          // Cut while the other requests are still on their way through the pool.
          outage.done = proxy.down();
        }
        return { company, status: response.statusCode, body: response.json() };
      }),
    );
    await outage.done;
    expect(outage.started).toBe(true);
    // With 60 requests queued on a pool of 10 connections, the cut always meets some of them.
    expect(results.some((result) => result.status === 503)).toBe(true);
    for (const result of results) {
      expect([200, 503], `watch ${result.company}: ${JSON.stringify(result.body)}`).toContain(result.status);
      if (result.status === 503) expect(result.body.message).toMatch(/try again/i);
    }
    await proxy.up();
    const watched = new Set(
      ZWatchlistResponse.parse((await user.request('/api/watchlist')).json()).items.map(
        (item) => item.company_id,
      ),
    );
    for (const result of results.filter((r) => r.status === 200))
      expect(watched.has(result.company)).toBe(true);
  });

  it("refuses the company store's own write with 'unavailable' and applies it once PostgreSQL is back", async () => {
    // Signed-in writes meet the session lookup first; this reaches the record write itself.
    const detail = t.stores.companies.companyDetail;
    const before = (await detail.company(REWRITTEN))!;
    const changes = {
      legal_status: before.legal_status,
      contact_website: before.contact_website,
      contact_phone: '+43 1 5550999',
      contact_email: before.contact_email,
      address_street: before.address_street,
    };
    await proxy.down();
    await expect(detail.applyChanges(REWRITTEN, changes, '2030-01-02', [], [])).rejects.toMatchObject({
      name: 'AppError',
      code: 'database_unavailable',
      status: 503,
    });
    expect((await detail.company(REWRITTEN))!.contact_phone).toBe(before.contact_phone);
    await proxy.up();
    await detail.applyChanges(REWRITTEN, changes, '2030-01-02', [], []);
    // Read-your-writes: the server's own index shows it at once.
    expect(await detail.company(REWRITTEN)).toMatchObject({
      contact_phone: '+43 1 5550999',
      date_updated: '2030-01-02',
    });
  });

  it('turns a connection lost inside a transaction into 503, without an uncaught error', async () => {
    // Without a listener on the checked-out client, pg's 'error' event would end the process.
    const pools = createPools(viaProxyUrl, [], { max: 2 });
    try {
      const attempt = transaction(pools.primary, async (client) => {
        await client.query('SELECT 1');
        const ended = new Promise((done) => client.once('end', done));
        await proxy.down();
        await ended;
        await client.query('SELECT 1');
      }).catch(unavailableToAppError);
      await expect(attempt).rejects.toMatchObject({
        name: 'AppError',
        code: 'database_unavailable',
        status: 503,
      });
      await proxy.up();
      await expect(transaction(pools.primary, (client) => client.query('SELECT 1'))).resolves.toBeDefined();
    } finally {
      await proxy.up();
      await pools.close();
    }
  });

  // Decision 205: measured with the primary restarting under writes (npm run bench -- cluster
  // --restart), a refresh whose commit went through but whose read-your-writes poll met the
  // stopping primary answered 500, although its change was saved.
  it('answers a refresh committed just before the primary went away as saved, and applies it once it is back', async () => {
    const pools = createPools(install.target.url, []);
    const indexDir = mkdtempSync(join(tmpdir(), 'fd-outage-index-'));
    const store = await createPostgresCompanyStore(pools, indexDir, () => {});
    const primaryQuery = pools.primary.query.bind(pools.primary);
    try {
      const before = (await store.companyDetail.company(REWRITTEN + 1))!;
      const changes = {
        legal_status: before.legal_status,
        contact_website: before.contact_website,
        contact_phone: '+43 1 5550777',
        contact_email: before.contact_email,
        address_street: before.address_street,
      };
      // The transaction runs on a checked-out client; the poll after it asks the pool, which now
      // meets a primary shutting down (PostgreSQL's 57P01).
      pools.primary.query = (() =>
        Promise.reject(
          Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
        )) as unknown as typeof pools.primary.query;
      await expect(
        store.companyDetail.applyChanges(REWRITTEN + 1, changes, '2030-01-03', [], []),
      ).resolves.toBeUndefined();
      const check = new pg.Client({ connectionString: install.target.url });
      await check.connect();
      try {
        const { rows } = await check.query('SELECT contact_phone FROM companies WHERE company_id = $1', [
          REWRITTEN + 1,
        ]);
        expect(rows[0].contact_phone).toBe('+43 1 5550777');
      } finally {
        await check.end();
      }
      pools.primary.query = primaryQuery;
      await waitFor(
        async () =>
          (await store.companyDetail.company(REWRITTEN + 1))?.contact_phone === '+43 1 5550777'
            ? true
            : undefined,
        () => `company ${REWRITTEN + 1} to show the saved refresh in the index once the primary answers`,
        20_000,
      );
    } finally {
      pools.primary.query = primaryQuery;
      await store.close();
      await pools.close();
      rmSync(indexDir, { recursive: true, force: true });
    }
  });
});
