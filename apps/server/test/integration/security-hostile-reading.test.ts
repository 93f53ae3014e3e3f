import { ANONYMOUS_SEARCH_DEPTH, LANDING_PAGE_SIZE, ZLandingSearchResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_PER_MINUTE } from '../../src/modules/limits/page-rate';
import { clientAddress } from '../auth-helpers';
import { signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** Bulk reading found by the second hostile-client run (issue 33, item 4): limits per client, literal autocompletes. */
describe('security: bulk reading of search pages and networks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = (offset: number, limit: number) =>
    `/api/landing_search?keyword=gmbh&limit=${limit}&offset=${offset}`;

  it('anonymous clients read the first results only, and are told to sign in for more (de, en)', async () => {
    const remoteAddress = clientAddress();
    const last = ANONYMOUS_SEARCH_DEPTH - LANDING_PAGE_SIZE;
    const inDepth = await t.app.inject({ url: search(last, LANDING_PAGE_SIZE), remoteAddress });
    expect(inDepth.statusCode).toBe(200);
    expect(ZLandingSearchResponse.parse(inDepth.json()).total).toBeGreaterThan(ANONYMOUS_SEARCH_DEPTH + 100);
    for (const [offset, limit] of [
      [ANONYMOUS_SEARCH_DEPTH, LANDING_PAGE_SIZE],
      [last + 1, LANDING_PAGE_SIZE],
      [ANONYMOUS_SEARCH_DEPTH - 50, 100],
    ] as const) {
      const refused = await t.app.inject({
        url: search(offset, limit),
        remoteAddress,
        headers: { 'x-lang': 'de' },
      });
      expect(refused.statusCode, `${offset}+${limit}`).toBe(401);
      expect(refused.json().code).toBe('search_depth_login');
      expect(refused.json().message).toMatch(/melden Sie sich an/);
    }
    const english = await t.app.inject({
      url: search(1000, 100),
      remoteAddress,
      headers: { 'x-lang': 'en' },
    });
    expect(english.json().message).toMatch(/log in/);
  });

  it('a signed-in user pages on', async () => {
    const user = await signIn(t, 'deep-pages');
    const deep = await user.request({ url: search(1000, 100), remoteAddress: clientAddress() });
    expect(deep.statusCode).toBe(200);
    expect(ZLandingSearchResponse.parse(deep.json()).companies).toHaveLength(100);
  });

  for (const [name, url] of [
    ['search pages', search(0, 100)],
    ['networks', '/api/companies/1/network'],
    ['similar companies', '/api/companies/1/similar'],
  ] as const)
    it(`${name}: ${PAGES_PER_MINUTE} a minute per client, then 429 too_many_pages`, async () => {
      const remoteAddress = clientAddress();
      for (let i = 0; i < PAGES_PER_MINUTE; i++)
        expect((await t.app.inject({ url, remoteAddress })).statusCode).toBe(200);
      const refused = await t.app.inject({ url, remoteAddress, headers: { 'x-lang': 'en' } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_pages');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.app.inject({ url, remoteAddress: clientAddress() })).statusCode).toBe(200);
    });

  it('autocompletes: % and _ are literal; no industry or title for a bare wildcard or title for a bare wildcard, and still finds by a word', async () => {
    for (const wildcard of ['%', '_', '%%', '__']) {
      const keyword = encodeURIComponent(wildcard);
      const industries = await t.app.inject(`/api/get_gegenstand?keyword=${keyword}`);
      expect(industries.json().gegenstand, wildcard).toEqual([]);
      const titles = await t.app.inject(`/api/employee_titles?keyword=${keyword}`);
      expect(titles.json().titles, wildcard).toEqual([]);
    }
    expect(
      (await t.app.inject('/api/get_gegenstand?keyword=handel')).json().gegenstand.length,
    ).toBeGreaterThan(0);
    expect((await t.app.inject('/api/employee_titles?keyword=Ge')).json().titles.length).toBeGreaterThan(0);
  });
});
