import { randomUUID } from 'node:crypto';
import { API_KEY_REQUESTS_PER_DAY, type SearchRequest, ZCreatedApiKey } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_FLIGHT_LEASE_MS, inFlightKey } from '../../src/modules/limits/in-flight';
import { DOCUMENTS_PER_MINUTE } from '../../src/modules/limits/page-rate';
import { clientAddress } from '../auth-helpers';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

const SIGNED_IN = 4;
const ANONYMOUS = 2;

/** Expensive requests one client may have running at once (issue 33, item 4; docs/decisions/203). */
describe('expensive requests in flight, per client', () => {
  let t: TestApp;
  let reportId: number;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { EXPENSIVE_IN_FLIGHT: String(SIGNED_IN), EXPENSIVE_IN_FLIGHT_ANONYMOUS: String(ANONYMOUS) },
    });
    const db = openTestDatabase(t);
    reportId = Number(
      db.prepare('SELECT report_id FROM financials ORDER BY report_id LIMIT 1').pluck().get(),
    );
    companyId = Number(
      db.prepare('SELECT company_id FROM financials WHERE report_id = ?').pluck().get(reportId),
    );
    db.close();
  });
  afterAll(() => t.close());

  const pdf = () => `/api/financial_report?id=${reportId}`;
  const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();

  it('runs exactly N PDFs of one client at once; the rest get a translated 429, another client none', async () => {
    const remoteAddress = clientAddress();
    const other = clientAddress();
    const [mine, theirs] = await Promise.all([
      Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.inject({ url: pdf(), remoteAddress, headers: { 'x-lang': 'de' } }),
        ),
      ),
      Promise.all(
        Array.from({ length: ANONYMOUS }, () => t.app.inject({ url: pdf(), remoteAddress: other })),
      ),
    ]);
    expect(statuses(mine)).toEqual([200, 200, 429, 429, 429, 429]);
    expect(statuses(theirs)).toEqual([200, 200]);
    const refused = mine.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'too_many_in_flight', message: /gleichzeitig/ });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Every slot was given back when its PDF was sent: the client can go again.
    const again = await Promise.all(
      Array.from({ length: ANONYMOUS }, () =>
        t.app.inject({ url: pdf(), remoteAddress, headers: { 'x-lang': 'en' } }),
      ),
    );
    expect(statuses(again)).toEqual([200, 200]);
    expect((await t.app.inject({ url: pdf(), remoteAddress })).statusCode).toBe(200);
  });

  it('counts no PDF it refuses toward the document rate: after more refusals than the rate, the whole rate is left', async () => {
    const remoteAddress = clientAddress();
    const slots = inFlightKey(null, remoteAddress);
    for (let i = 0; i < ANONYMOUS; i++)
      await t.stores.accounts.limits.acquire(slots, ANONYMOUS, IN_FLIGHT_LEASE_MS);
    const refused = await Promise.all(
      Array.from({ length: DOCUMENTS_PER_MINUTE + 1 }, () => t.app.inject({ url: pdf(), remoteAddress })),
    );
    expect(refused.map((answer) => answer.json().code)).toEqual(refused.map(() => 'too_many_in_flight'));
    for (let i = 0; i < ANONYMOUS; i++) await t.stores.accounts.limits.release(slots);
    // The whole rate is left for the PDFs admitted after those refusals, and still holds for them.
    for (let i = 0; i < DOCUMENTS_PER_MINUTE; i++) {
      const admitted = await t.app.inject({ url: pdf(), remoteAddress });
      expect(admitted.statusCode, admitted.body.slice(0, 200)).toBe(200);
    }
    const past = await t.app.inject({ url: pdf(), remoteAddress });
    expect(past.json().code).toBe('too_many_documents');
  });

  describe('a signed-in client is its account, with its sessions and API keys', () => {
    let user: SignedInUser;
    let apiKey: string;
    const key = () => inFlightKey(user.userId, '');
    const radiusSearch: SearchRequest = {
      entity: 'companies',
      performanceIndicators: [
        { indicator: 'address', operator: 'must', values: ['Wien'] },
        { indicator: 'radius', operator: 'must', values: ['50'] },
      ],
    };
    const search = (body: SearchRequest) =>
      user.request({ method: 'POST', url: '/api/search', payload: body, remoteAddress: clientAddress() });

    beforeAll(async () => {
      user = await signIn(t, 'in-flight');
      const created = await user.request({
        method: 'POST',
        url: '/api/account/api-keys',
        payload: { name: 'in flight' },
        remoteAddress: clientAddress(),
      });
      apiKey = ZCreatedApiKey.parse(created.json()).key;
      // The account's slots taken elsewhere: by other requests, in another process or server.
      for (let i = 0; i < SIGNED_IN; i++)
        await t.stores.accounts.limits.acquire(key(), SIGNED_IN, IN_FLIGHT_LEASE_MS);
    });

    it('refuses the expensive routes, from any address and with an API key, while every slot is taken', async () => {
      const refused = [
        await search(radiusSearch),
        await search({
          entity: 'companies',
          performanceIndicators: Array.from({ length: 6 }, () => ({
            indicator: 'revenue',
            operator: 'must' as const,
            values: ['0', ''],
          })),
        }),
        await user.request({
          url: `/api/companies/${companyId}/network?depth=2`,
          remoteAddress: clientAddress(),
        }),
        await user.request({ url: `/api/companies/${companyId}/similar`, remoteAddress: clientAddress() }),
        // Every document and export decision 203 names: refused before the handler looks at the id.
        ...(await Promise.all(
          [
            '/api/contacts/export',
            '/api/watchlist/export?format=xlsx',
            '/api/lists/1/export',
            '/api/account/export',
            `/api/match/jobs/${randomUUID()}/download`,
            `/api/gisaDocument?id=${companyId}`,
            `/api/zrvDocument?id=${companyId}`,
            pdf(),
          ].map((url) => user.request({ url, remoteAddress: clientAddress() })),
        )),
        // Matching and reconciling up to 100 queries, as the MCP tool match_companies does.
        await user.request({
          method: 'POST',
          url: '/api/match',
          payload: { queries: [{ name: 'Müller Bau' }] },
          remoteAddress: clientAddress(),
        }),
        await user.request({
          url: `/api/reconcile?queries=${encodeURIComponent(JSON.stringify({ q0: { query: 'Müller Bau' } }))}`,
          remoteAddress: clientAddress(),
        }),
        await t.app.inject({
          method: 'POST',
          url: '/api/reconcile',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `queries=${encodeURIComponent(JSON.stringify({ q0: { query: 'Müller Bau' } }))}`,
          remoteAddress: clientAddress(),
        }),
        await t.app.inject({
          url: pdf(),
          headers: { authorization: `Bearer ${apiKey}`, 'x-lang': 'en' },
          remoteAddress: clientAddress(),
        }),
      ];
      expect(refused.map((answer) => answer.json().code)).toEqual(refused.map(() => 'too_many_in_flight'));
      expect(refused.map((answer) => answer.statusCode)).toEqual(refused.map(() => 429));
      expect(refused.at(-1)!.json()).toMatchObject({ code: 'too_many_in_flight', message: /at once/ });
    });

    it("counts a request it refuses against neither the key's quota nor the document rate", async () => {
      const quota = async () =>
        (await t.stores.accounts.limits.read(`quota:apikey:${user.userId}`))?.count ?? 0;
      const before = await quota();
      const withKey = () =>
        t.app.inject({
          url: pdf(),
          headers: { authorization: `Bearer ${apiKey}` },
          remoteAddress: clientAddress(),
        });
      const refused = await Promise.all(Array.from({ length: 3 }, withKey));
      expect(refused.map((answer) => answer.json().code)).toEqual(refused.map(() => 'too_many_in_flight'));
      expect(await quota()).toBe(before);
      // Admitted, a request counts.
      await t.stores.accounts.limits.release(key());
      const admitted = await withKey();
      expect(admitted.statusCode).toBe(200);
      expect(await quota()).toBe(before + 1);
      expect(admitted.headers['ratelimit-remaining']).toBe(String(API_KEY_REQUESTS_PER_DAY - before - 1));
      await t.stores.accounts.limits.acquire(key(), SIGNED_IN, IN_FLIGHT_LEASE_MS);
    });

    it('still answers what is cheap: a search with few filters and no address, the network one step deep, the reconciliation manifest', async () => {
      const few = await search({
        entity: 'companies',
        performanceIndicators: [{ indicator: 'country', operator: 'must', values: ['Austria'] }],
      });
      expect(few.statusCode).toBe(200);
      const network = await user.request({
        url: `/api/companies/${companyId}/network`,
        remoteAddress: clientAddress(),
      });
      expect(network.statusCode).toBe(200);
      // The reconciliation manifest asks nothing of the matcher.
      const manifest = await user.request({ url: '/api/reconcile', remoteAddress: clientAddress() });
      expect(manifest.statusCode).toBe(200);
    });

    it('answers bad input with 400 before counting, and runs again once a slot is given back', async () => {
      const bad = await user.request({
        url: '/api/companies/1/network?depth=3',
        remoteAddress: clientAddress(),
      });
      expect(bad.statusCode).toBe(400);
      await t.stores.accounts.limits.release(key());
      expect((await search(radiusSearch)).statusCode).toBe(200);
      // That search gave its slot back too.
      expect((await search(radiusSearch)).statusCode).toBe(200);
    });
  });
});
