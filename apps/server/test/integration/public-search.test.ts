import {
  ZLandingSearchResponse,
  ZStatisticsResponse,
  ZSuggestResponse,
  ZTopCompaniesResponse,
} from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

describe('public search endpoints', () => {
  let t: TestApp;
  let sampleName: string;
  beforeAll(async () => {
    t = await createTestApp();
    sampleName = (await t.stores.companies.companies.listItems([3]))[0]!.company_name;
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject(`/api/landing_search?${query}`);
    return { status: response.statusCode, body: response.json() };
  };

  describe('GET /api/landing_search', () => {
    it('finds a company by its exact name with every list field', async () => {
      const { status, body } = await search(`keyword=${encodeURIComponent(sampleName)}`);
      expect(status).toBe(200);
      const parsed = ZLandingSearchResponse.parse(body);
      expect(parsed.companies.map((c) => c.company_id)).toContain(3);
      expect(parsed.total).toBeGreaterThanOrEqual(1);
    });

    it('matches Müller, Mueller and Muller alike', async () => {
      const ids = async (keyword: string) =>
        ZLandingSearchResponse.parse((await search(`keyword=${encodeURIComponent(keyword)}&limit=100`)).body)
          .companies.map((c) => c.company_id)
          .sort();
      const umlaut = await ids('Müller');
      expect(umlaut.length).toBeGreaterThan(0);
      expect(await ids('Mueller')).toEqual(umlaut);
      expect(await ids('muller')).toEqual(umlaut);
    });

    it('treats legal forms as optional', async () => {
      const [word] = sampleName.split(' ');
      const plain = ZLandingSearchResponse.parse((await search(`keyword=${encodeURIComponent(word!)}`)).body);
      const withForm = ZLandingSearchResponse.parse(
        (await search(`keyword=${encodeURIComponent(`${word} GmbH`)}`)).body,
      );
      expect(withForm.total).toBe(plain.total);
    });

    it('tolerates a typo in a long word', async () => {
      const word = sampleName.split(' ').find((token) => token.length >= 6 && /^[A-Za-z]+$/.test(token));
      if (!word) return;
      const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
      const body = ZLandingSearchResponse.parse(
        (await search(`keyword=${encodeURIComponent(typo)}&limit=100`)).body,
      );
      expect(body.companies.length).toBeGreaterThan(0);
    });

    it('pages through results without overlap, larger companies first', async () => {
      const first = ZLandingSearchResponse.parse((await search('keyword=gmbh&limit=25&offset=0')).body);
      const second = ZLandingSearchResponse.parse((await search('keyword=gmbh&limit=25&offset=25')).body);
      const firstIds = first.companies.map((c) => c.company_id);
      const secondIds = second.companies.map((c) => c.company_id);
      expect(firstIds).toHaveLength(25);
      expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
      expect([...firstIds].sort((a, b) => a - b)).toEqual(firstIds);
      expect(first.total).toBe(second.total);
    });

    it('puts exact word matches before prefix matches', async () => {
      const body = ZLandingSearchResponse.parse((await search('keyword=bau&limit=100')).body);
      const exact = body.companies.map((c) => /\bbau\b/i.test(c.company_name));
      const firstPrefixOnly = exact.indexOf(false);
      if (firstPrefixOnly >= 0) expect(exact.slice(firstPrefixOnly).every((value) => !value)).toBe(true);
    });

    it('returns an empty page for a word nobody has', async () => {
      const body = ZLandingSearchResponse.parse((await search('keyword=qqqxxyyzz')).body);
      expect(body).toMatchObject({ success: true, total: 0, companies: [] });
    });

    it.each([
      ['keyword=', 'keyword'],
      ['keyword=%20%20', 'keyword'],
      ['', 'keyword'],
      ['keyword=abc&limit=0', 'limit'],
      ['keyword=abc&limit=1000', 'limit'],
      ['keyword=abc&limit=ten', 'limit'],
      ['keyword=abc&offset=-1', 'offset'],
      ['keyword=abc&offset=1e3', 'offset'],
      [`keyword=${'a'.repeat(300)}`, 'keyword'],
    ])('refuses %s with a 400 that names %s', async (query, field) => {
      const { status, body } = await search(query);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.error).toContain(field);
    });
  });

  describe('GET /api/suggestCompanyFromInput', () => {
    it('suggests at most five companies for a prefix', async () => {
      const prefix = sampleName.slice(0, 3);
      const response = await t.app.inject(
        `/api/suggestCompanyFromInput?keyword=${encodeURIComponent(prefix)}`,
      );
      expect(response.statusCode).toBe(200);
      const body = ZSuggestResponse.parse(response.json());
      expect(body.companies.length).toBeGreaterThan(0);
      expect(body.companies.length).toBeLessThanOrEqual(5);
    });
  });

  describe('GET /api/top_companies', () => {
    it('ranks the 500 largest companies by latest revenue, 25 a page', async () => {
      const pages = await Promise.all(
        [0, 25, 475].map(async (offset) =>
          ZTopCompaniesResponse.parse(
            (await t.app.inject(`/api/top_companies?limit=25&offset=${offset}`)).json(),
          ),
        ),
      );
      const [first, second, last] = pages;
      expect(first!.companies).toHaveLength(25);
      expect(first!.companies[0]!.rank).toBe(1);
      expect(second!.companies[0]!.rank).toBe(26);
      expect(last!.companies.at(-1)!.rank).toBe(500);
      const revenues = [...first!.companies, ...second!.companies].map((c) => c.latest_revenue ?? 0);
      expect([...revenues].sort((a, b) => b - a)).toEqual(revenues);
    });

    it.each(['offset=500', 'offset=-5', 'limit=0', 'limit=x'])('refuses %s', async (query) => {
      const response = await t.app.inject(`/api/top_companies?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    });
  });

  describe('GET /api/statistics', () => {
    it('serves every statistics field, consistent with the dataset', async () => {
      const response = await t.app.inject('/api/statistics');
      const { statistics } = ZStatisticsResponse.parse(response.json());
      const metrics = statistics.financial_metrics;
      expect(statistics.overview.total_companies).toBe(
        metrics.companies_with_revenue + metrics.companies_without_revenue,
      );
      expect(metrics.percentile_25).toBeLessThanOrEqual(metrics.median_revenue);
      expect(metrics.median_revenue).toBeLessThanOrEqual(metrics.percentile_75);
      expect(metrics.percentile_75).toBeLessThanOrEqual(metrics.percentile_90);
      expect(statistics.growth_trends.revenue_growth.length).toBeGreaterThanOrEqual(3);
      expect(statistics.companies_by_industry.length).toBeGreaterThan(5);
      const bands = statistics.revenue_distribution.reduce((sum, band) => sum + band.count, 0);
      expect(bands).toBe(metrics.companies_with_revenue);
    });

    it('sums revenue, average and economic impact over one reference year, so they agree', async () => {
      const { statistics } = ZStatisticsResponse.parse((await t.app.inject('/api/statistics')).json());
      // Read naively from the dataset: each company's last report of each year with revenue.
      const db = openTestDatabase(t);
      const reports = db
        .prepare(
          `SELECT company_id, report_date, revenue, wages_and_salaries FROM financials
            WHERE revenue IS NOT NULL ORDER BY company_id, report_date`,
        )
        .all() as {
        company_id: number;
        report_date: string;
        revenue: number;
        wages_and_salaries: number | null;
      }[];
      db.close();
      const byYear = new Map<number, Map<number, (typeof reports)[number]>>();
      for (const report of reports) {
        const year = Number(report.report_date.slice(0, 4));
        if (!byYear.has(year)) byYear.set(year, new Map());
        byYear.get(year)!.set(report.company_id, report);
      }
      const years = [...byYear.keys()].sort((a, b) => b - a);
      const size = (year: number | undefined) => (year === undefined ? 0 : byYear.get(year)!.size);
      // The newest year is still being filed: the reference is the latest with at least 90 % of the year before.
      const year = years.find((y, i) => i === years.length - 1 || size(y) >= 0.9 * size(years[i + 1]));
      expect(year).toBeDefined();
      const rows = [...byYear.get(year!)!.values()];
      const total = rows.reduce((sum, row) => sum + row.revenue, 0);
      const wages = rows.reduce((sum, row) => sum + (row.wages_and_salaries ?? 0), 0);
      const { overview, financial_metrics: metrics } = statistics;
      expect(overview.revenue_year).toBe(year);
      expect(overview.revenue_companies).toBe(rows.length);
      expect(overview.total_revenue).toBeCloseTo(total, 0);
      expect(overview.avg_revenue).toBeCloseTo(overview.total_revenue / overview.revenue_companies, 6);
      expect(metrics.total_economic_impact).toBeCloseTo(total + wages, 0);
      expect(metrics.total_economic_impact).toBeGreaterThanOrEqual(overview.total_revenue);
    });

    it('serves the country counts', async () => {
      const response = await t.app.inject('/api/companiesCountryStats');
      const { stats } = response.json() as { stats: { address_country: string; cnt: number }[] };
      expect(stats.map((s) => s.address_country).sort()).toEqual(['Austria', 'Germany', 'Switzerland']);
    });
  });
});
