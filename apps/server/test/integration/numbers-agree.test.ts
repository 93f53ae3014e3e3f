/**
 * Numbers that agree (issue 32 item 8), on both engines: the country counts are the same on every
 * endpoint that shows them and in the dataset, the top company of each industry by revenue stands
 * at the 100th percentile, a person page lists each mandate once, and the account's creation, from
 * which the web app counts "Kunde seit" and the billing sample's first bill (docs/decisions/193),
 * is the moment of sign-up.
 */
import {
  COUNTRIES,
  ZAccountResponse,
  ZCompanyDetail,
  ZCountryStatsResponse,
  ZPersonResponse,
  ZSearchResponse,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let db: Database.Database;
let user: SignedInUser;
let signUp: { from: number; to: number };

beforeAll(async () => {
  t = await createTestApp();
  db = openTestDatabase(t);
  const from = Date.now();
  user = await signIn(t, 'numbers');
  signUp = { from, to: Date.now() };
});
afterAll(async () => {
  db.close();
  await t.close();
});

async function json(url: string) {
  const response = await t.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

describe('numbers that agree', () => {
  it('counts each country the same in the dataset, the country statistics and the dashboard search', async () => {
    const inData = new Map(
      db.prepare('SELECT address_country, count(*) FROM companies GROUP BY address_country').raw().all() as [
        string,
        number,
      ][],
    );
    const stats = ZCountryStatsResponse.parse(await json('/api/companiesCountryStats')).stats;
    expect(new Map(stats.map((row) => [row.address_country, row.cnt]))).toEqual(inData);
    for (const country of COUNTRIES) {
      const response = await user.request({
        method: 'POST',
        url: '/api/search',
        payload: {
          entity: 'companies',
          offset: 0,
          performanceIndicators: [{ indicator: 'country', operator: 'must', values: [country] }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(ZSearchResponse.parse(response.json()).total, country).toBe(inData.get(country) ?? 0);
    }
  });

  it('puts the top company of every industry by revenue at the 100th percentile', async () => {
    const tops = db
      .prepare(
        `SELECT company_id FROM (
           SELECT c.company_id, row_number() OVER (PARTITION BY c.industry_id ORDER BY f.revenue DESC, c.company_id) AS place
             FROM companies c JOIN latest_financials f USING (company_id)
            WHERE f.revenue IS NOT NULL AND c.industry_id IS NOT NULL)
          WHERE place = 1`,
      )
      .pluck()
      .all() as number[];
    expect(tops.length).toBeGreaterThan(20);
    // The page shows what the store reads (one page through HTTP; the rest would pass its page rate).
    const page = ZCompanyDetail.parse(await json(`/api/companies/${tops[0]}`));
    expect(page.peers?.revenue_percentile).toBe(100);
    for (const id of tops) {
      const peers = await t.stores.companies.companyDetail.peers(id);
      expect(peers?.revenue_percentile, `company ${id}`).toBe(100);
    }
  });

  it('lists each mandate of a person once', async () => {
    const keys = db
      .prepare(
        `SELECT person_key FROM representatives WHERE person_key IS NOT NULL
          GROUP BY person_key HAVING count(*) > 1 ORDER BY person_key LIMIT 200`,
      )
      .pluck()
      .all() as string[];
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      const person = ZPersonResponse.parse(await json(`/api/people/${encodeURIComponent(`p${key}`)}`));
      const seen = person.mandates.map((m) => `${m.company_id}|${m.role}|${m.since}|${m.until}`);
      expect(new Set(seen).size, `person ${key}`).toBe(seen.length);
    }
  });

  it('dates the account, and with it "Customer since" and the first bill, at its sign-up', async () => {
    const response = await user.request({ method: 'GET', url: '/api/account' });
    expect(response.statusCode, response.body).toBe(200);
    const { created_at } = ZAccountResponse.parse(response.json()).account;
    expect(created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const at = Date.parse(created_at);
    expect(at).toBeGreaterThanOrEqual(signUp.from);
    expect(at).toBeLessThanOrEqual(signUp.to);
  });
});
