import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFilter, FilterGroups } from '../../src/store/types/search';
import { type CompanyFacts, companyFilterHolds } from '../company-facts';
import { filter, quantile, useSearchApp } from './dashboard-search-helpers';

/** The operators 'must', 'atleast' and 'exclusive' and their combination. */
describe('POST /api/search', () => {
  let companies: CompanyFacts[];
  const { searchCompanies, allCompanyIds, naiveIds } = useSearchApp('search', (app) => {
    ({ companies } = app);
  });

  describe('operators (docs/decisions/071)', () => {
    let revenueFloor: number;
    let austria: CompanyFilter;
    let bigRevenue: CompanyFilter;
    let inactive: CompanyFilter;
    beforeAll(() => {
      revenueFloor = quantile(companies, 'revenue', 0.5);
      austria = { kind: 'country', values: ['Austria'] };
      bigRevenue = { kind: 'range', indicator: 'revenue', min: revenueFloor, max: null };
      inactive = { kind: 'legal_status', values: ['Inactive'] };
    });

    const naiveGroups = (groups: FilterGroups<CompanyFilter>) =>
      naiveIds((company) => {
        const holds = (f: CompanyFilter) => companyFilterHolds(company, f);
        return (
          groups.must.every(holds) &&
          (groups.atleast.length === 0 || groups.atleast.some(holds)) &&
          (groups.exclusive.length === 0 || groups.exclusive.filter(holds).length === 1)
        );
      });

    it("'must': every filter holds", async () => {
      const ids = await allCompanyIds([
        filter('country', ['Austria']),
        filter('revenue', [String(revenueFloor), '']),
      ]);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(naiveGroups({ must: [austria, bigRevenue], atleast: [], exclusive: [] }));
    });

    it("'atleast': at least one of the filters holds", async () => {
      const body = await searchCompanies([
        filter('legal_status', ['Inactive'], 'atleast'),
        filter('revenue', [String(revenueFloor), ''], 'atleast'),
      ]);
      const expected = naiveGroups({ must: [], atleast: [inactive, bigRevenue], exclusive: [] });
      expect(body.total).toBe(expected.length);
      expect(expected).toEqual(expect.arrayContaining(body.results.map((result) => result.company_id)));
      const onlyInactive = naiveIds((c) => companyFilterHolds(c, inactive)).length;
      expect(body.total).toBeGreaterThan(onlyInactive);
    });

    it("'exclusive': exactly one of the filters holds", async () => {
      const ids = await allCompanyIds([
        filter('country', ['Austria'], 'exclusive'),
        filter('revenue', [String(revenueFloor), ''], 'exclusive'),
        filter('legal_status', ['Inactive'], 'must'),
      ]);
      const expected = naiveGroups({ must: [inactive], atleast: [], exclusive: [austria, bigRevenue] });
      expect(ids).toEqual(expected);
      for (const id of ids) {
        const company = companies.find((c) => c.company_id === id)!;
        expect([austria, bigRevenue].filter((f) => companyFilterHolds(company, f))).toHaveLength(1);
      }
    });

    it('combines the three groups: must AND (any atleast) AND (exactly one exclusive)', async () => {
      const germany: CompanyFilter = { kind: 'country', values: ['Germany'] };
      const staff: CompanyFilter = { kind: 'range', indicator: 'employees_number', min: 50, max: null };
      const body = await searchCompanies([
        filter('country', ['Germany'], 'must'),
        filter('legal_status', ['Inactive'], 'atleast'),
        filter('revenue', [String(revenueFloor), ''], 'atleast'),
        filter('employees_number', ['50', ''], 'exclusive'),
        filter('revenue', [String(revenueFloor), ''], 'exclusive'),
      ]);
      const expected = naiveGroups({
        must: [germany],
        atleast: [inactive, bigRevenue],
        exclusive: [staff, bigRevenue],
      });
      expect(body.total).toBe(expected.length);
      expect(body.total).toBeGreaterThan(0);
      expect(expected).toEqual(expect.arrayContaining(body.results.map((result) => result.company_id)));
    });
  });
});
