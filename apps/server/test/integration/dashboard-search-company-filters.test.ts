import { COMPANY_RANGE_INDICATORS, ZGegenstandResponse, ZTitleSuggestResponse } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { type CompanyFacts, companyFilterHolds } from '../company-facts';
import type { TestApp } from '../helpers';
import { filter, quantile, useSearchApp } from './dashboard-search-helpers';

/** Each company indicator on its own, checked against the dataset. */
describe('POST /api/search', () => {
  let t: TestApp;
  let companies: CompanyFacts[];
  const { searchCompanies, naiveIds, latestReport } = useSearchApp('search', (app) => {
    ({ t, companies } = app);
  });

  describe('company indicators', () => {
    it("filters by country: every result lies in it and the total is the country's count", async () => {
      const body = await searchCompanies([filter('country', ['Austria'])]);
      for (const result of body.results) {
        expect((await t.stores.companies.companyDetail.company(result.company_id))!.address_country).toBe(
          'Austria',
        );
      }
      expect(body.total).toBe(naiveIds((c) => c.address_country === 'Austria').length);
    });

    it('filters by several countries at once (any of them)', async () => {
      const body = await searchCompanies([filter('country', ['Austria', 'Switzerland'])]);
      expect(body.total).toBe(naiveIds((c) => c.address_country !== 'Germany').length);
      for (const result of body.results) expect(['Austria', 'Switzerland']).toContain(result.address_country);
    });

    it("filters by legal status: 'Inactive' is every company that is not active", async () => {
      const body = await searchCompanies([filter('legal_status', ['Inactive'])]);
      for (const result of body.results)
        expect((await t.stores.companies.companyDetail.company(result.company_id))!.legal_status).not.toBe(
          'Active',
        );
      expect(body.total).toBe(naiveIds((c) => c.legal_status !== 'Active').length);
      const active = await searchCompanies([filter('legal_status', ['Active'])]);
      expect(active.total + body.total).toBe(companies.length);
    });

    it('filters by an industry chosen by its text from GET /api/get_gegenstand', async () => {
      const suggestions = ZGegenstandResponse.parse(
        (await t.app.inject('/api/get_gegenstand?keyword=bau')).json(),
      );
      const industry = suggestions.gegenstand[0]!;
      const body = await searchCompanies([filter('industry', [industry.gegenstand])]);
      expect(body.total).toBe(industry.row_count);
      for (const result of body.results) {
        expect((await t.stores.companies.companyDetail.company(result.company_id))!.gegenstand).toBe(
          industry.gegenstand,
        );
      }
    });

    it('filters by an industry chosen by its id', async () => {
      const industry = ZGegenstandResponse.parse(
        (await t.app.inject('/api/get_gegenstand?keyword=handel')).json(),
      ).gegenstand[0]!;
      const byId = await searchCompanies([filter('industry', [String(industry.id)])]);
      const byText = await searchCompanies([filter('industry', [industry.gegenstand])]);
      expect(byId.total).toBe(industry.row_count);
      expect(byId.results).toEqual(byText.results);
    });

    it('filters by an employee title from GET /api/employee_titles', async () => {
      const titles = ZTitleSuggestResponse.parse(
        (await t.app.inject('/api/employee_titles?keyword=Prokur')).json(),
      ).titles;
      const title = titles[0]!.title;
      const body = await searchCompanies([filter('employee_title', [title])]);
      expect(body.total).toBe(naiveIds((c) => c.titles.has(title)).length);
      for (const result of body.results) {
        const people = [
          ...(await t.stores.companies.companyDetail.representatives(result.company_id)),
          ...(await t.stores.companies.companyDetail.employees(result.company_id)),
        ];
        expect(people.map((person) => person.title)).toContain(title);
      }
    });

    it.each(COMPANY_RANGE_INDICATORS)(
      'filters by a %s range, a minimum only and a maximum only',
      async (indicator) => {
        const low = quantile(companies, indicator, 0.25);
        const middle = quantile(companies, indicator, 0.5);
        const high = quantile(companies, indicator, 0.75);
        const ranges: [string, string, number | null, number | null][] = [
          [String(low), String(high), low, high],
          [String(middle), '', middle, null],
          ['', String(middle), null, middle],
        ];
        for (const [minText, maxText, min, max] of ranges) {
          const body = await searchCompanies([filter(indicator, [minText, maxText])]);
          const expected = naiveIds((c) => companyFilterHolds(c, { kind: 'range', indicator, min, max }));
          expect(body.total, `${indicator} [${minText}, ${maxText}]`).toBe(expected.length);
          expect(body.total).toBeGreaterThan(0);
          for (const result of body.results) {
            const value = (await latestReport(result.company_id))?.[indicator] ?? null;
            expect(value, `${indicator} of company ${result.company_id}`).not.toBeNull();
            if (min !== null) expect(value!).toBeGreaterThanOrEqual(min);
            if (max !== null) expect(value!).toBeLessThanOrEqual(max);
          }
        }
      },
    );

    it('combines a name with filters: only matching names that pass the filters', async () => {
      const everyone = await searchCompanies([filter('keyword', ['gmbh'])]);
      const austrian = await searchCompanies([filter('keyword', ['gmbh']), filter('country', ['Austria'])]);
      expect(austrian.total).toBeGreaterThan(0);
      expect(austrian.total).toBeLessThan(everyone.total);
      for (const result of austrian.results) {
        expect(result.address_country).toBe('Austria');
        expect(result.company_name.toLowerCase()).toContain('gmbh');
      }
    });

    it('shows the filtered figures in each row and sorts by one, highest or lowest first, page after page', async () => {
      const middle = quantile(companies, 'revenue', 0.5);
      const indicators = [filter('revenue', [String(middle), '']), filter('employees_number', ['1', ''])];
      const popular = await searchCompanies(indicators);
      expect(popular.total).toBeGreaterThan(20);
      for (const result of popular.results) {
        const report = (await latestReport(result.company_id))!;
        expect(result.figures).toEqual({
          revenue: report.revenue,
          employees_number: report.employees_number,
        });
      }
      const matching = companies.filter(
        (c) => (c.latest?.revenue ?? -1) >= middle && (c.latest?.employees_number ?? 0) >= 1,
      );
      for (const direction of ['desc', 'asc'] as const) {
        const sign = direction === 'desc' ? -1 : 1;
        const expected = [...matching]
          .sort((a, b) => sign * (a.latest!.revenue! - b.latest!.revenue!) || a.company_id - b.company_id)
          .slice(0, 20)
          .map((c) => c.company_id);
        const first = await searchCompanies(indicators, 0, true, `revenue:${direction}`);
        const second = await searchCompanies(indicators, 10, true, `revenue:${direction}`);
        expect([...first.results, ...second.results].map((r) => r.company_id)).toEqual(expected);
        expect(first.total).toBe(popular.total);
      }
      // A figure not filtered on is shown once sorted on; a company without it comes last.
      const byEquity = await searchCompanies([filter('country', ['Austria'])], 0, true, 'equity:desc');
      expect(byEquity.results[0]!.figures).toEqual({ equity: expect.any(Number) });
      const lowest = await searchCompanies(
        [filter('country', ['Austria'])],
        byEquity.total - 1,
        true,
        'equity:desc',
      );
      expect(lowest.results.at(-1)!.figures!.equity).toBeNull();
    });

    it('accepts range values sent as JSON numbers', async () => {
      const asText = await searchCompanies([filter('employees_number', ['10', '50'])]);
      const asNumbers = await searchCompanies([filter('employees_number', [10, 50])]);
      expect(asNumbers.total).toBe(asText.total);
    });
  });
});
