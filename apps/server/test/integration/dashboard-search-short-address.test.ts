import { describe, expect, it } from 'vitest';
import type { CompanyFacts } from '../company-facts';
import { filter, useSearchApp } from './dashboard-search-helpers';

/** Issue 36 item 2: a short address is used when it is exactly a known place, else reported unused. */
describe('POST /api/search with a short address', () => {
  let companies: CompanyFacts[];
  let shortCity: string | undefined;
  const { post, searchCompanies } = useSearchApp('short-address', (app) => {
    companies = app.companies;
    shortCity = app.db
      .prepare(
        `SELECT address_city FROM companies
          WHERE length(address_city) = 3 AND latitude IS NOT NULL
          GROUP BY address_city ORDER BY count(*) DESC LIMIT 1`,
      )
      .pluck()
      .get() as string | undefined;
  });

  it('uses a three-letter place that the gazetteer knows exactly', async () => {
    expect(shortCity, 'the test dataset has a three-letter city').toBeTruthy();
    const body = await searchCompanies([filter('address', [shortCity!]), filter('radius', ['5'])]);
    expect(body.unused_address).toBeNull();
    expect(body.location?.name).toBe(shortCity);
    expect(body.results.length).toBeGreaterThan(0);
    for (const result of body.results) expect(result.distance_km!).toBeLessThanOrEqual(5);
  });

  it('searches without a short address that is no known place, and says so', async () => {
    const body = await searchCompanies([filter('address', ['Xqz']), filter('radius', ['5'])]);
    expect(body.unused_address).toBe('Xqz');
    expect(body.location).toBeNull();
    expect(body.total).toBe(Math.min(companies.length, 10_000));
    expect(body.results.filter((result) => typeof result.distance_km === 'number')).toEqual([]);
  });

  it('still refuses a longer address that cannot be found', async () => {
    const response = await post({
      entity: 'companies',
      performanceIndicators: [filter('address', ['Xqzyw'])],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'address_not_found' });
  });
});
