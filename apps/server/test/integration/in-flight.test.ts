import { type SearchRequest, ZCreatedApiKey } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_FLIGHT_LEASE_MS, inFlightKey } from '../../src/modules/limits/in-flight';
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
        await user.request({ url: '/api/contacts/export', remoteAddress: clientAddress() }),
        await t.app.inject({
          url: pdf(),
          headers: { authorization: `Bearer ${apiKey}`, 'x-lang': 'en' },
          remoteAddress: clientAddress(),
        }),
      ];
      expect(refused.map((answer) => answer.statusCode)).toEqual(refused.map(() => 429));
      expect(refused.at(-1)!.json()).toMatchObject({ code: 'too_many_in_flight', message: /at once/ });
    });

    it('still answers what is cheap: a search with few filters and no address, the network one step deep', async () => {
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
