import { ZCreatedApiKey, ZReconcileManifest, ZReconcileResults } from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../auth-helpers';
import { openTestDatabase, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

interface Company {
  company_id: number;
  company_name: string;
  address_postcode: string;
  address_city: string;
  ID_Fb: string;
  ID_Gerichtscode: string;
}

/** A form body as OpenRefine sends it: `queries=<JSON>`, url-encoded. */
const form = (queries: unknown) => `queries=${encodeURIComponent(JSON.stringify(queries))}`;
const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';

describe('Reconciliation Service API 0.2', () => {
  let t: TestApp;
  let key: string;
  let db: Database.Database;
  let company: Company;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await signIn(t, 'reconcile');
    const created = await user.request({
      method: 'POST',
      url: '/api/account/api-keys',
      payload: { name: 'OpenRefine' },
    });
    key = ZCreatedApiKey.parse(created.json()).key;
    db = openTestDatabase(t);
    company = db
      .prepare(
        `SELECT company_id, company_name, address_postcode, address_city, ID_Fb, ID_Gerichtscode FROM companies c
         WHERE address_country = 'Germany' AND address_postcode IS NOT NULL
           AND (SELECT COUNT(*) FROM companies o WHERE o.company_name = c.company_name) = 1
         ORDER BY company_id LIMIT 1 OFFSET 40`,
      )
      .get() as Company;
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  const post = (body: string, url = '/api/reconcile', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': FORM, ...headers },
      remoteAddress: clientAddress(),
    });

  it('serves the manifest without a key, with view and preview URLs', async () => {
    const response = await t.app.inject('/api/reconcile');
    expect(response.statusCode).toBe(200);
    const manifest = ZReconcileManifest.parse(response.json());
    expect(manifest.versions).toContain('0.2');
    expect(manifest.defaultTypes[0]?.id).toBe('Company');
    expect(manifest.view.url).toBe('http://localhost:3000/dashboard/companies/{{id}}');
    expect(manifest.preview.url).toContain('/api/reconcile/preview?id={{id}}');
  });

  it("answers OpenRefine's batch of queries with properties, key in the header or in ?api_key=", async () => {
    // OpenRefine 3.x: a batch keyed q0…, type and type_strict, properties by pid, limit omitted.
    const queries = {
      q0: {
        query: company.company_name.toUpperCase(),
        type: 'Company',
        type_strict: 'should',
        properties: [
          { pid: 'postcode', v: company.address_postcode },
          { pid: 'city', v: company.address_city },
        ],
      },
      q1: {
        query: 'x',
        type: 'Company',
        properties: [{ pid: 'register_number', v: `${company.ID_Fb} ${company.ID_Gerichtscode}` }],
      },
      q2: { query: 'Qwxyzzy Nichtvorhanden Handelsgesellschaft', type: 'Company', limit: 3 },
    };
    for (const call of [
      () => post(form(queries), '/api/reconcile', { authorization: `Bearer ${key}` }),
      () => post(form(queries), `/api/reconcile?api_key=${key}`),
      () =>
        t.app.inject({
          url: `/api/reconcile?api_key=${key}&${form(queries)}`,
          remoteAddress: clientAddress(),
        }),
    ]) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(200);
      const results = ZReconcileResults.parse(response.json());
      expect(results.q0?.result[0]).toMatchObject({ id: String(company.company_id), match: true });
      expect(results.q0?.result[0]?.score).toBeGreaterThanOrEqual(80);
      expect(results.q0?.result[0]?.type).toEqual([{ id: 'Company', name: 'Company (Unternehmen)' }]);
      expect(results.q1?.result[0]).toMatchObject({
        id: String(company.company_id),
        match: true,
        score: 100,
      });
      expect(results.q2?.result.some((candidate) => candidate.match)).toBe(false);
      expect(results.q2?.result.length).toBeLessThanOrEqual(3);
    }
  });

  it('shows a preview that links to the company page', async () => {
    const response = await t.app.inject(`/api/reconcile/preview?id=${company.company_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`http://localhost:3000/dashboard/companies/${company.company_id}`);
    expect(response.body).toContain(company.ID_Fb);
    expect((await t.app.inject('/api/reconcile/preview?id=99999999')).statusCode).toBe(404);
  });

  it('refuses queries without a key, broken JSON and too many queries, in the caller language', async () => {
    const anonymous = await post(form({ q0: { query: company.company_name } }));
    expect(anonymous.statusCode).toBe(401);
    const anonymousGet = await t.app.inject(`/api/reconcile?${form({ q0: { query: 'x' } })}`);
    expect(anonymousGet.statusCode).toBe(401);
    const wrongKey = await post(form({ q0: { query: 'x' } }), '/api/reconcile?api_key=frk_wrong');
    expect(wrongKey.statusCode).toBe(401);
    const broken = await post('queries=%7Bnot%20json', '/api/reconcile', {
      authorization: `Bearer ${key}`,
      'x-lang': 'de',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'reconcile_queries_invalid' });
    expect(broken.json().error).toContain('kein JSON-Objekt');
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`q${i}`, { query: 'x' }]));
    const tooMany = await post(form(many), '/api/reconcile', {
      authorization: `Bearer ${key}`,
      'x-lang': 'en',
    });
    expect(tooMany.json()).toMatchObject({ code: 'match_too_many_queries' });
    // A key in the query string is taken only where the route table allows it.
    expect((await t.app.inject(`/api/lists?api_key=${key}`)).statusCode).toBe(401);
  });
});
