import { API_ROUTES, type ApiOperation, locate, ZCreatedApiKey } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_PER_MINUTE } from '../../src/modules/limits/page-rate';
import { clientAddress, ORIGIN } from '../auth-helpers';
import { openTestDatabase, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

const METRICS_TOKEN = 'a-long-enough-metrics-token';

/** Documents, /metrics behind a proxy and the account area (issue 33, item 4, the low findings). */
describe('security: documents, metrics and the account area', () => {
  let t: TestApp;
  let reportId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', METRICS_TOKEN } });
    const db = openTestDatabase(t);
    reportId = Number(
      db.prepare('SELECT report_id FROM financials ORDER BY report_id LIMIT 1').pluck().get(),
    );
    db.close();
  });
  afterAll(() => t.close());

  it(`documents: ${DOCUMENTS_PER_MINUTE} a minute per client over PDFs and exports, then a translated 429`, async () => {
    const remoteAddress = clientAddress();
    // Asking counts, whether the document exists or not.
    for (let i = 0; i < DOCUMENTS_PER_MINUTE - 1; i++)
      expect(
        (await t.app.inject({ url: '/api/financial_report?id=999999999', remoteAddress })).statusCode,
      ).toBe(404);
    const pdf = `/api/financial_report?id=${reportId}`;
    expect((await t.app.inject({ url: pdf, remoteAddress })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: pdf, remoteAddress, headers: { 'x-lang': 'de' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_documents');
    expect(refused.json().message).toMatch(/Dokumente/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The exports of an account at the same address count together with the PDFs.
    const user = await signIn(t, 'documents');
    const exported = await user.request({
      url: '/api/contacts/export',
      remoteAddress,
      headers: { 'x-lang': 'en' },
    });
    expect(exported.statusCode).toBe(429);
    expect(exported.json().message).toMatch(/documents/);
    // Another client is not slowed down.
    expect(
      (await user.request({ url: '/api/contacts/export', remoteAddress: clientAddress() })).statusCode,
    ).toBe(200);
  });

  it('metrics: behind a trusted proxy a forwarded request is not local', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(200);
    const forwarded = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json().code).toBe('metrics_not_allowed');
    const viaForwarded = await t.app.inject({ url: '/metrics', headers: { forwarded: 'for=203.0.113.9' } });
    expect(viaForwarded.statusCode).toBe(403);
    const withToken = await t.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('every account route refuses API keys with 403, read by the route table', async () => {
    const user = await signIn(t, 'account-keys');
    const { key } = ZCreatedApiKey.parse(
      (
        await user.request({
          method: 'POST',
          url: '/api/account/api-keys',
          payload: { name: 'konto' },
          remoteAddress: clientAddress(),
        })
      ).json(),
    );
    const accountRoutes = (Object.keys(API_ROUTES) as ApiOperation[])
      .map((operation) => ({ operation, ...locate(operation) }))
      .filter(({ path }) => path === '/account' || path.startsWith('/account/'));
    expect(accountRoutes.map((route) => route.operation)).toContain('digestSettings');
    for (const { operation, method, path } of accountRoutes) {
      expect(API_ROUTES[operation].auth, operation).toBe('session');
      const answer = await t.app.inject({
        method,
        url: `/api${path.replace(/:\w+/g, 'x')}`,
        headers: { authorization: `Bearer ${key}` },
        remoteAddress: clientAddress(),
      });
      expect(answer.statusCode, operation).toBe(403);
      expect(answer.json().code, operation).toBe(
        method === 'GET' ? 'api_key_not_allowed' : 'api_key_read_only',
      );
    }
  });

  it("info finding: the Origin must be PUBLIC_URL's, even when the Host names the foreign site", async () => {
    const user = await signIn(t, 'origin');
    const create = (origin: string, host: string) =>
      user.request({
        method: 'POST',
        url: '/api/lists',
        headers: { origin, host, 'x-lang': 'en' },
        payload: { name: `Origin ${host}` },
      });
    const foreign = await create('http://evil.example', 'evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'cross_site_refused', message: /another website/ });
    expect((await create(ORIGIN, 'evil.example')).statusCode).toBe(200);
  });
});
