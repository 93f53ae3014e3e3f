import { describe, expect, it } from 'vitest';
import type { CompanyFacts } from '../company-facts';
import type { TestApp } from '../helpers';
import { filter, useSearchApp } from './dashboard-search-helpers';

/** The quick search, open to everyone, and what of the search needs a session. */
describe('POST /api/search', () => {
  let t: TestApp;
  let companies: CompanyFacts[];
  const { post, searchCompanies } = useSearchApp('search', (app) => {
    ({ t, companies } = app);
  });

  describe('quick search', () => {
    it('finds a company by a word of its name without a session', async () => {
      const company = (await t.stores.companies.companyDetail.company(3))!;
      const body = await searchCompanies([filter('keyword', [company.company_name])], 0, false);
      expect(body.error).toBeNull();
      expect(body.results.map((result) => result.company_id)).toContain(3);
      const hit = body.results.find((result) => result.company_id === 3)!;
      expect(hit).toMatchObject({
        company_name: company.company_name,
        address_country: company.address_country,
      });
      expect(hit.counts).toEqual(company.counts);
    });

    it("shows only active companies with 'Show active companies only', without a session", async () => {
      const body = await searchCompanies(
        [filter('keyword', ['gmbh']), filter('legal_status', ['Active'])],
        0,
        false,
      );
      expect(body.total).toBeGreaterThan(10);
      for (const result of body.results) {
        expect(result.legal_status).toBe('Active');
        expect((await t.stores.companies.companyDetail.company(result.company_id))!.legal_status).toBe(
          'Active',
        );
      }
      const everyone = await searchCompanies([filter('keyword', ['gmbh'])], 0, false);
      expect(body.total).toBeLessThan(everyone.total);
    });

    it('pages ten at a time without overlap and with a stable total', async () => {
      const pages = await Promise.all(
        [0, 10, 20].map((offset) => searchCompanies([filter('keyword', ['gmbh'])], offset, false)),
      );
      const ids = pages.map((page) => page.results.map((result) => result.company_id));
      for (const page of ids) expect(page).toHaveLength(10);
      expect(new Set(ids.flat()).size).toBe(30);
      expect(new Set(pages.map((page) => page.total)).size).toBe(1);
      // 'Show more results' appears while total > offset + 10.
      expect(pages[0]!.total).toBeGreaterThan(30);
    });

    it('returns an empty page past the last result', async () => {
      const first = await searchCompanies([filter('keyword', ['gmbh'])], 0, false);
      const beyond = await searchCompanies(
        [filter('keyword', ['gmbh'])],
        Math.min(10_000, first.total + 10),
        false,
      );
      expect(beyond.results).toEqual([]);
      expect(beyond.total).toBe(first.total);
    });

    it('lists every company by popularity when no filter is given', async () => {
      const body = await searchCompanies([], 0, false);
      expect(body.total).toBe(companies.length);
      expect(body.results).toHaveLength(10);
    });
  });

  describe('advanced search needs a session', () => {
    it.each([
      ['an address', [filter('address', ['Berlin'])]],
      ['a country filter', [filter('country', ['Austria'])]],
      ['a revenue range', [filter('revenue', ['1000000', ''])]],
      ["legal status 'Inactive'", [filter('legal_status', ['Inactive'])]],
      ["'Active' as an 'at least' filter", [filter('legal_status', ['Active'], 'atleast')]],
    ])('refuses %s without a session with 401 and a message', async (_what, performanceIndicators) => {
      const response = await post({ entity: 'companies', performanceIndicators, offset: 0 }, false);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'advanced_search_login',
        message: expect.stringMatching(/log in/i),
      });
    });

    it('refuses employee filters without a session with 401 and a message', async () => {
      const response = await post(
        { entity: 'companies_employees', performanceIndicators: [filter('gender', ['Female'])] },
        false,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/log in/i);
    });
  });
});
