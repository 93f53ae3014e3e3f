import {
  COMPANY_RANGE_INDICATORS,
  type CompanyRangeIndicator,
  type EmployeeSearchResult,
  type PerformanceIndicator,
  ZCompanySearchResult,
  ZEmployeeSearchResult,
  ZGegenstandResponse,
  ZSearchResponse,
  ZSuggestResponse,
  ZTitleSuggestResponse,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sourceState } from '../../src/modules/companies/refresh';
import type { CompanyFilter, FilterGroups } from '../../src/store/types/search';
import { type CompanyFacts, companyFilterHolds, distanceKm, loadCompanyFacts } from '../company-facts';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

type Indicator = PerformanceIndicator;
const filter = (
  indicator: string,
  values: (string | number)[],
  operator: Indicator['operator'] = 'must',
): Indicator => ({
  indicator,
  operator,
  values,
});

interface EmployeeFacts {
  employee_id: number;
  full_name: string;
  industry: string | null;
  education: string | null;
  company_name: string | null;
  experience: string | null;
  skills: string | null;
  position: string | null;
  locality: string | null;
  gender: string | null;
  birth_year: number | null;
  years_experience: number | null;
  is_management: number;
}

/** Employers of a CV that the person has left: entries 'title at company in YYYY - YYYY'. */
function formerEmployers(experience: string | null): string[] {
  return (experience ?? '')
    .split(' / ')
    .map((entry) => /^.+? at (.+) in \d{4} - (\d{4}|Present)$/.exec(entry))
    .flatMap((match) => (match && match[2] !== 'Present' ? [match[1]!] : []));
}

/** Coordinates may be held in single precision (a few metres); companies that close to the circle may go either way. */
const BOUNDARY_KM = 0.005;

const contains = (text: string | null, part: string) =>
  (text ?? '').toLowerCase().includes(part.toLowerCase());

/** A value of the company's range figures at the given quantile of all companies that have it. */
function quantile(facts: CompanyFacts[], indicator: CompanyRangeIndicator, q: number): number {
  const values = facts
    .map((company) => company.latest?.[indicator] ?? null)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
  const value = values[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  return Math.round(value * 100) / 100;
}

describe('POST /api/search', () => {
  let t: TestApp;
  let user: SignedInUser;
  let db: Database.Database;
  let companies: CompanyFacts[];
  let employees: EmployeeFacts[];

  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'search');
    db = openTestDatabase(t);
    companies = loadCompanyFacts(db);
    employees = db.prepare('SELECT * FROM employees ORDER BY employee_id').all() as EmployeeFacts[];
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  const post = (payload: object, signedIn = true) =>
    signedIn
      ? user.request({ method: 'POST', url: '/api/search', payload })
      : t.app.inject({ method: 'POST', url: '/api/search', payload });

  async function searchCompanies(performanceIndicators: Indicator[], offset = 0, signedIn = true) {
    const response = await post({ entity: 'companies', performanceIndicators, offset }, signedIn);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSearchResponse.parse(response.json());
    return { ...body, results: body.results.map((result) => ZCompanySearchResult.parse(result)) };
  }

  async function searchEmployees(performanceIndicators: Indicator[], offset = 0, signedIn = true) {
    const response = await post({ entity: 'companies_employees', performanceIndicators, offset }, signedIn);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSearchResponse.parse(response.json());
    return { ...body, results: body.results.map((result) => ZEmployeeSearchResult.parse(result)) };
  }

  /** Every result id of a search, page by page as 'Show more' reads them. */
  async function allCompanyIds(performanceIndicators: Indicator[]): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; ; offset += 10) {
      const page = await searchCompanies(performanceIndicators, offset);
      ids.push(...page.results.map((result) => result.company_id));
      if (offset + 10 >= page.total) return ids;
    }
  }

  const naiveIds = (holds: (company: CompanyFacts) => boolean) =>
    companies.filter(holds).map((company) => company.company_id);

  /** The latest report of a company as the company page shows it (financials are oldest first). */
  const latestReport = async (companyId: number) =>
    (await t.stores.companies.companyDetail.financials(companyId)).at(-1) ?? null;

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
      expect(response.json()).toMatchObject({ success: false, error: expect.stringMatching(/log in/i) });
    });

    it('refuses employee filters without a session with 401 and a message', async () => {
      const response = await post(
        { entity: 'companies_employees', performanceIndicators: [filter('gender', ['Female'])] },
        false,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatch(/log in/i);
    });
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

    it('accepts range values sent as JSON numbers', async () => {
      const asText = await searchCompanies([filter('employees_number', ['10', '50'])]);
      const asNumbers = await searchCompanies([filter('employees_number', [10, 50])]);
      expect(asNumbers.total).toBe(asText.total);
    });
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

  describe('address and radius', () => {
    async function expectInsideRadius(address: string, radiusKm: number) {
      const indicators = [filter('address', [address]), filter('radius', [String(radiusKm)])];
      const body = await searchCompanies(indicators);
      expect(body.location, address).toBeTruthy();
      const centre = body.location!;
      expect(body.results.length).toBeGreaterThan(0);
      for (const result of body.results) {
        expect(result.distance_km).not.toBeNull();
        expect(result.distance_km!).toBeLessThanOrEqual(radiusKm);
        const own = { latitude: result.latitude!, longitude: result.longitude! };
        expect(distanceKm(centre, own)).toBeLessThanOrEqual(radiusKm + BOUNDARY_KM);
        expect(Math.abs(distanceKm(centre, own) - result.distance_km!)).toBeLessThanOrEqual(
          0.05 + BOUNDARY_KM,
        );
      }
      const located = companies.filter((c) => c.latitude !== null && c.longitude !== null);
      const near = (slack: number) =>
        located.filter(
          (c) => distanceKm(centre, { latitude: c.latitude!, longitude: c.longitude! }) <= radiusKm + slack,
        ).length;
      expect(body.total).toBeGreaterThanOrEqual(near(-BOUNDARY_KM));
      expect(body.total).toBeLessThanOrEqual(near(BOUNDARY_KM));
      return body;
    }

    it('finds companies around a postcode', async () => {
      const company = (await t.stores.companies.companyDetail.company(1))!;
      const body = await expectInsideRadius(company.address_postcode!, 10);
      expect(body.location!.label).toContain(company.address_postcode!);
      expect(body.results.map((result) => result.company_id)).toContain(1);
    });

    it('orders an address search nearest first on request, page after page', async () => {
      const indicators = [filter('address', ['Berlin']), filter('radius', ['100'])];
      const page = async (offset: number) => {
        const response = await post({
          entity: 'companies',
          performanceIndicators: indicators,
          offset,
          sort: 'distance',
        });
        expect(response.statusCode, response.body).toBe(200);
        return ZSearchResponse.parse(response.json());
      };
      const [first, second] = [await page(0), await page(10)];
      const centre = first.location!;
      const located = companies.filter((c) => c.latitude !== null && c.longitude !== null);
      const expected = located
        .map((c) => ({
          id: c.company_id,
          d: distanceKm(centre, { latitude: c.latitude!, longitude: c.longitude! }),
        }))
        .filter((c) => c.d <= 100 - BOUNDARY_KM)
        .sort((a, b) => a.d - b.d);
      expect(expected.length).toBeGreaterThan(20);
      const distances = [...first.results, ...second.results].map(
        (r) => (r as { distance_km: number }).distance_km,
      );
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // The nearest company of all comes first, not the most popular one.
      expect(first.results[0]!.company_id).toBe(expected[0]!.id);
      const popular = await searchCompanies(indicators);
      expect(popular.results.map((r) => r.company_id)).toEqual(
        [...popular.results.map((r) => r.company_id)].sort((a, b) => a - b),
      );
      expect(first.total).toBe(popular.total);
    });

    it('refuses an unknown sort order with a message naming it', async () => {
      const response = await post({
        entity: 'companies',
        performanceIndicators: [],
        offset: 0,
        sort: 'price',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("sort must be 'relevance' or 'distance'");
    });

    it('finds companies around a city given by name', async () => {
      const body = await expectInsideRadius('Berlin', 15);
      expect(body.location!.label).toContain('Berlin');
    });

    it("finds companies around 'street, city'", async () => {
      const company = (await t.stores.companies.companyDetail.company(1))!;
      const street = company.address_street!.replace(/\s+\d+\w*$/, '');
      const body = await expectInsideRadius(`${company.address_street}, ${company.address_city}`, 5);
      expect(body.location!.label).toContain(street);
    });

    it("reads a four-digit house number in 'street number, city' as a house number, not as a postcode elsewhere", async () => {
      const street = db
        .prepare(
          "SELECT address_street FROM companies WHERE address_city = 'Berlin' AND address_street IS NOT NULL LIMIT 1",
        )
        .pluck()
        .get() as string;
      const body = await searchCompanies([
        filter('address', [`${street.replace(/\s+\d+\w*$/, '')} 1010, Berlin`]),
      ]);
      expect(body.location!.label).toContain('Berlin');
    });

    it('prefers the postcode of the named city when the address has several numbers', async () => {
      const company = (await t.stores.companies.companyDetail.company(1))!;
      const body = await searchCompanies([
        filter('address', [`Hauptstraße 1010, ${company.address_postcode} ${company.address_city}`]),
      ]);
      expect(body.location!.label).toContain(company.address_postcode!);
    });

    it('uses a radius of 10 km when none is given', async () => {
      const withDefault = await searchCompanies([filter('address', ['Wien'])]);
      const explicit = await searchCompanies([filter('address', ['Wien']), filter('radius', ['10'])]);
      expect(withDefault.total).toBe(explicit.total);
      for (const result of withDefault.results) expect(result.distance_km!).toBeLessThanOrEqual(10);
    });

    it('combines the radius with other filters', async () => {
      const body = await searchCompanies([
        filter('address', ['Berlin']),
        filter('radius', ['30']),
        filter('legal_status', ['Inactive']),
      ]);
      for (const result of body.results) {
        expect(result.distance_km!).toBeLessThanOrEqual(30);
        expect(result.legal_status).not.toBe('Active');
      }
    });

    it('answers an address it cannot find with 400 and a message', async () => {
      const response = await post({
        entity: 'companies',
        performanceIndicators: [filter('address', ['Qwertzhausen am Nirgendwo'])],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: expect.stringContaining('Qwertzhausen am Nirgendwo'),
      });
    });
  });

  describe('bad input', () => {
    it.each([
      [
        'an unknown indicator',
        { entity: 'companies', performanceIndicators: [filter('shoe_size', ['42'])] },
        /shoe_size/,
      ],
      [
        'an unknown operator',
        {
          entity: 'companies',
          performanceIndicators: [{ indicator: 'country', operator: 'maybe', values: ['Austria'] }],
        },
        /operator/,
      ],
      [
        'a range value that is not a number',
        { entity: 'companies', performanceIndicators: [filter('revenue', ['viel', ''])] },
        /revenue.*not a number/,
      ],
      [
        'a minimum above the maximum',
        { entity: 'companies', performanceIndicators: [filter('revenue', ['500', '100'])] },
        /revenue.*minimum/,
      ],
      [
        'an empty range',
        { entity: 'companies', performanceIndicators: [filter('revenue', ['', ''])] },
        /revenue/,
      ],
      [
        'an unknown country',
        { entity: 'companies', performanceIndicators: [filter('country', ['France'])] },
        /France/,
      ],
      [
        'a negative radius',
        {
          entity: 'companies',
          performanceIndicators: [filter('address', ['Berlin']), filter('radius', ['-5'])],
        },
        /radius/,
      ],
      [
        'a radius without an address',
        { entity: 'companies', performanceIndicators: [filter('radius', ['5'])] },
        /radius.*address/,
      ],
      [
        'an offset that is not a number',
        { entity: 'companies', performanceIndicators: [], offset: 'zehn' },
        /offset/,
      ],
      ['a negative offset', { entity: 'companies', performanceIndicators: [], offset: -10 }, /offset/],
      ['an unknown entity', { entity: 'cars', performanceIndicators: [] }, /entity/],
      [
        'a keyword without letters',
        { entity: 'companies', performanceIndicators: [filter('keyword', ['!!!'])] },
        /keyword/,
      ],
      [
        'an unknown employee indicator',
        { entity: 'companies_employees', performanceIndicators: [filter('revenue', ['1', '2'])] },
        /revenue/,
      ],
      [
        'an unknown gender',
        { entity: 'companies_employees', performanceIndicators: [filter('gender', ['Other'])] },
        /gender/,
      ],
    ])('answers %s with 400 and a message naming the problem', async (_what, payload, message) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.error).toMatch(message);
    });

    it('answers a body that is not JSON with 400', async () => {
      const response = await user.request({
        method: 'POST',
        url: '/api/search',
        payload: '{"entity":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    });
  });

  describe('employee search', () => {
    const employee = async (id: number) => (await t.stores.companies.companyDetail.employee(id))!;
    const naiveEmployees = (holds: (e: EmployeeFacts) => boolean) =>
      employees.filter(holds).map((e) => e.employee_id);

    async function expectEmployees(indicators: Indicator[], holds: (e: EmployeeFacts) => boolean) {
      const body = await searchEmployees(indicators);
      const expected = naiveEmployees(holds);
      expect(expected.length, JSON.stringify(indicators)).toBeGreaterThan(0);
      expect(body.total, JSON.stringify(indicators)).toBe(expected.length);
      expect(expected).toEqual(expect.arrayContaining(body.results.map((result) => result.employee_id)));
      return body.results;
    }

    it('finds an employee by name without a session', async () => {
      const someone = employees[0]!;
      const body = await searchEmployees([filter('keyword', [someone.full_name])], 0, false);
      const hit = body.results.find(
        (result) => result.employee_id === someone.employee_id,
      ) as EmployeeSearchResult;
      expect(hit).toMatchObject({ fullName: someone.full_name, company_name: someone.company_name });
    });

    it('filters by industry', async () => {
      const industry = employees[0]!.industry!;
      const results = await expectEmployees([filter('employee_industry', [industry])], (e) =>
        contains(e.industry, industry),
      );
      for (const result of results) expect(result.industry).toContain(industry);
    });

    it('filters by education', async () => {
      const results = await expectEmployees([filter('education', ['Universität'])], (e) =>
        contains(e.education, 'Universität'),
      );
      for (const result of results)
        expect((await employee(result.employee_id)).education).toContain('Universität');
    });

    it('filters by current employer', async () => {
      const employer = employees[0]!.company_name!;
      const results = await expectEmployees([filter('current_employer', [employer])], (e) =>
        contains(e.company_name, employer),
      );
      for (const result of results) expect(result.company_name).toContain(employer);
    });

    it('filters by former employer: people who have left it, not the ones who still work there', async () => {
      const employer = formerEmployers(employees[0]!.experience)[0]!;
      const results = await expectEmployees([filter('former_employer', [employer])], (e) =>
        formerEmployers(e.experience).some((name) => contains(name, employer)),
      );
      for (const result of results) {
        expect(formerEmployers((await employee(result.employee_id)).experience).join(' | ')).toContain(
          employer,
        );
      }
      const current = employees[0]!.company_name!;
      const stillThere = await searchEmployees([filter('former_employer', [current])]);
      expect(stillThere.total).toBe(
        naiveEmployees((e) => formerEmployers(e.experience).some((name) => contains(name, current))).length,
      );
    });

    it('filters by skills', async () => {
      const results = await expectEmployees([filter('skills', ['Scrum'])], (e) =>
        contains(e.skills, 'Scrum'),
      );
      for (const result of results) expect((await employee(result.employee_id)).skills).toContain('Scrum');
    });

    it('filters by an age range', async () => {
      const year = new Date().getFullYear();
      const results = await expectEmployees(
        [filter('age', ['30', '40'])],
        (e) => e.birth_year !== null && year - e.birth_year >= 30 && year - e.birth_year <= 40,
      );
      for (const result of results) {
        const age = year - (await employee(result.employee_id)).birth_year!;
        expect(age).toBeGreaterThanOrEqual(30);
        expect(age).toBeLessThanOrEqual(40);
      }
      await expectEmployees(
        [filter('age', ['50', ''])],
        (e) => e.birth_year !== null && year - e.birth_year >= 50,
      );
      await expectEmployees(
        [filter('age', ['', '35'])],
        (e) => e.birth_year !== null && year - e.birth_year <= 35,
      );
    });

    it('filters by gender', async () => {
      const results = await expectEmployees([filter('gender', ['Female'])], (e) => e.gender === 'Female');
      for (const result of results) expect((await employee(result.employee_id)).gender).toBe('Female');
    });

    it('filters by years of professional experience', async () => {
      const results = await expectEmployees(
        [filter('professional_experience', ['10', '20'])],
        (e) => e.years_experience !== null && e.years_experience >= 10 && e.years_experience <= 20,
      );
      for (const result of results) {
        const years = (await employee(result.employee_id)).years_experience!;
        expect(years).toBeGreaterThanOrEqual(10);
        expect(years).toBeLessThanOrEqual(20);
      }
    });

    it('filters by position', async () => {
      const position = employees.find((e) => e.position)!.position!;
      const results = await expectEmployees([filter('position', [position])], (e) =>
        contains(e.position, position),
      );
      for (const result of results) expect((await employee(result.employee_id)).position).toContain(position);
    });

    it('filters by management role, yes and no', async () => {
      const managers = await expectEmployees([filter('isManagement', ['Yes'])], (e) => e.is_management === 1);
      for (const result of managers) expect((await employee(result.employee_id)).is_management).toBe(true);
      const others = await expectEmployees([filter('isManagement', ['No'])], (e) => e.is_management === 0);
      for (const result of others) expect((await employee(result.employee_id)).is_management).toBe(false);
    });

    it('filters by locality', async () => {
      const results = await expectEmployees([filter('locality', ['Berlin'])], (e) =>
        contains(e.locality, 'Berlin'),
      );
      for (const result of results) expect(result.locality).toContain('Berlin');
    });

    it('combines employee filters with the operators', async () => {
      await expectEmployees(
        [
          filter('gender', ['Female'], 'must'),
          filter('isManagement', ['Yes'], 'exclusive'),
          filter('skills', ['Scrum'], 'exclusive'),
        ],
        (e) => e.gender === 'Female' && (e.is_management === 1) !== contains(e.skills, 'Scrum'),
      );
    });
  });
});

/** Its own app: the refresh changes a company, which the tests of other blocks must not see. */
describe('POST /api/search after a refresh', () => {
  let t: TestApp;
  let user: SignedInUser;
  let db: Database.Database;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'search-refresh');
    db = openTestDatabase(t);
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  async function allCompanyIds(performanceIndicators: Indicator[]): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; ; offset += 10) {
      const response = await user.request({
        method: 'POST',
        url: '/api/search',
        payload: { entity: 'companies', performanceIndicators, offset },
      });
      const page = ZSearchResponse.parse(response.json());
      ids.push(...page.results.map((result) => ZCompanySearchResult.parse(result).company_id));
      if (offset + 10 >= page.total) return ids;
    }
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds a company by its new legal status right after a refresh changed it', async () => {
    // The synthetic source changes by the day: the clock stands still so the day cannot turn mid-test.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const day = Math.floor(Date.now() / (24 * 3600 * 1000));
    const candidates = await Promise.all(
      (db.prepare('SELECT company_id FROM companies ORDER BY company_id').pluck().all() as number[]).map(
        async (id) => (await t.stores.companies.companyDetail.company(id))!,
      ),
    );
    const changing = candidates.find(
      (company) => company.legal_status === 'Active' && sourceState(company, day).legal_status !== 'Active',
    )!;
    const industryId = db
      .prepare('SELECT industry_id FROM companies WHERE company_id = ?')
      .pluck()
      .get(changing.company_id);
    const narrow = [filter('industry', [String(industryId)]), filter('country', [changing.address_country])];
    const before = await allCompanyIds([...narrow, filter('legal_status', ['Inactive'])]);
    expect(before).not.toContain(changing.company_id);

    const refresh = await user.request({
      method: 'POST',
      url: '/api/refreshData',
      payload: { company_id: changing.company_id },
    });
    expect(refresh.json().changes.map((change: { field: string }) => change.field)).toContain('legal_status');

    expect(await allCompanyIds([...narrow, filter('legal_status', ['Inactive'])])).toEqual(
      [...before, changing.company_id].sort((a, b) => a - b),
    );
    expect(await allCompanyIds([...narrow, filter('legal_status', ['Active'])])).not.toContain(
      changing.company_id,
    );
  });
});

describe('filter suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/get_gegenstand lists industries containing the word, most common first', async () => {
    const response = await t.app.inject('/api/get_gegenstand?keyword=bau');
    expect(response.statusCode).toBe(200);
    const { gegenstand } = ZGegenstandResponse.parse(response.json());
    expect(gegenstand.length).toBeGreaterThan(0);
    expect(gegenstand.length).toBeLessThanOrEqual(10);
    for (const industry of gegenstand)
      expect(`${industry.gegenstand} ${industry.label_en}`.toLowerCase()).toContain('bau');
    const counts = gegenstand.map((industry) => industry.row_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('GET /api/get_gegenstand finds industries by their English label too', async () => {
    const { gegenstand } = ZGegenstandResponse.parse(
      (await t.app.inject('/api/get_gegenstand?keyword=software')).json(),
    );
    expect(gegenstand.length).toBeGreaterThan(0);
  });

  it('GET /api/get_gegenstand without a keyword answers 400', async () => {
    const response = await t.app.inject('/api/get_gegenstand');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/keyword/);
  });

  it('GET /api/employee_titles lists titles starting with the word, with counts', async () => {
    const response = await t.app.inject('/api/employee_titles?keyword=Gesch');
    expect(response.statusCode).toBe(200);
    const { titles } = ZTitleSuggestResponse.parse(response.json());
    expect(titles.length).toBeGreaterThan(0);
    for (const { title, row_count } of titles) {
      expect(title.toLowerCase().startsWith('gesch')).toBe(true);
      expect(row_count).toBeGreaterThan(0);
    }
  });

  it('GET /api/suggestCompanyFromInput suggests at most five companies matching the word', async () => {
    const name = (await t.stores.companies.companyDetail.company(2))!.company_name;
    const word = name.split(/\s+/)[0]!;
    const response = await t.app.inject(`/api/suggestCompanyFromInput?keyword=${encodeURIComponent(word)}`);
    expect(response.statusCode).toBe(200);
    const { companies } = ZSuggestResponse.parse(response.json());
    expect(companies.length).toBeGreaterThan(0);
    expect(companies.length).toBeLessThanOrEqual(5);
    for (const company of companies)
      expect(company).toMatchObject({ company_id: expect.any(Number), company_name: expect.any(String) });
  });

  it('GET /api/suggestCompanyFromInput without a keyword answers 400', async () => {
    const response = await t.app.inject('/api/suggestCompanyFromInput?keyword=');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/keyword/);
  });
});
