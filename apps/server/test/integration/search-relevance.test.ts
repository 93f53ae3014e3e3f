import { ZLandingSearchResponse, ZSearchResponse, ZSuggestResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../factories';
import { TYPED_NAMES, type TypedKind } from '../fixtures/typed-names';
import { createTestApp, type TestApp } from '../helpers';

/**
 * Relevance of the landing search for names typed the way people type them: the company meant
 * must be among the first five results (relevance@5).
 */
describe('name search relevance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const topFive = async (typed: string) => {
    const response = await t.app.inject(`/api/landing_search?keyword=${encodeURIComponent(typed)}&limit=5`);
    return (response.json() as { companies: { company_id: number }[] }).companies.map((c) => c.company_id);
  };

  it('names the companies the fixture means', async () => {
    const ids = TYPED_NAMES.map((entry) => entry.companyId);
    const rows = await t.stores.companies.companies.listItems(ids);
    expect(rows.map((row) => row.company_name)).toEqual(TYPED_NAMES.map((entry) => entry.name));
  });

  it('finds the meant company in the first five for at least 95% overall and 80% of each kind', async () => {
    const found = new Map<TypedKind, { hits: number; of: number }>();
    const misses: string[] = [];
    for (const entry of TYPED_NAMES) {
      const hit = (await topFive(entry.typed)).includes(entry.companyId);
      const tally = found.get(entry.kind) ?? { hits: 0, of: 0 };
      found.set(entry.kind, { hits: tally.hits + (hit ? 1 : 0), of: tally.of + 1 });
      if (!hit) misses.push(`${entry.kind}: '${entry.typed}' → ${entry.name}`);
    }
    const hits = [...found.values()].reduce((sum, tally) => sum + tally.hits, 0);
    const report = [...found].map(([kind, tally]) => `${kind} ${tally.hits}/${tally.of}`).join(', ');
    expect(hits / TYPED_NAMES.length, `${report}; missed: ${misses.join('; ')}`).toBeGreaterThanOrEqual(0.95);
    for (const [kind, tally] of found)
      expect(tally.hits / tally.of, `${kind}: ${report}`).toBeGreaterThanOrEqual(0.8);
  });

  // How fast these answer is measured by the bench's worst cases (`npm run bench`), never here.
  it('answers punctuation, a bare legal form and one letter 200 times with a page', async () => {
    for (const keyword of ['?!…', 'GmbH', 'a'.repeat(200)]) {
      const response = await t.app.inject(`/api/landing_search?keyword=${encodeURIComponent(keyword)}`);
      expect(response.statusCode, keyword).toBe(200);
      const body = ZLandingSearchResponse.parse(response.json());
      if (keyword !== 'GmbH') expect(body.companies).toEqual([]);
      else expect(body.companies.length).toBeGreaterThan(0);
    }
  });

  it('answers the same bad input in suggestions with a list or an empty one', async () => {
    for (const keyword of ['?!…', '— & —', 'GmbH', 'GmbH & Co. KG', 'a'.repeat(200), 'ü'.repeat(200)]) {
      const response = await t.app.inject(
        `/api/suggestCompanyFromInput?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(response.statusCode, keyword).toBe(200);
      const body = ZSuggestResponse.parse(response.json());
      if (keyword.startsWith('GmbH')) expect(body.companies.length).toBeGreaterThan(0);
      else expect(body.companies).toEqual([]);
    }
  });

  it('answers bad keywords in the dashboard with a page, or 400 naming the keyword when it has no letters', async () => {
    const user = await signIn(t, 'bad-keyword');
    const search = (keyword: string) =>
      user.request({
        method: 'POST',
        url: '/api/search',
        payload: {
          entity: 'companies',
          performanceIndicators: [{ indicator: 'keyword', operator: 'must', values: [keyword] }],
        },
      });
    for (const keyword of ['GmbH', 'GmbH & Co. KG', 'a'.repeat(200), 'ü'.repeat(200), '?!…', '— & —']) {
      const response = await search(keyword);
      if (/\p{L}/u.test(keyword)) {
        expect(response.statusCode, keyword).toBe(200);
        const body = ZSearchResponse.parse(response.json());
        if (keyword.startsWith('GmbH')) expect(body.total).toBeGreaterThan(0);
        else expect(body.total).toBe(0);
      } else {
        expect(response.statusCode, keyword).toBe(400);
        expect(response.json().message).toMatch(/keyword/);
      }
    }
  });
});
