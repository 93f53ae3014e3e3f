import { ZSearchResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type CompanyFacts, distanceKm } from '../company-facts';
import type { TestApp } from '../helpers';
import { filter, useSearchApp } from './dashboard-search-helpers';

/** Coordinates may be held in single precision (a few metres); companies that close to the circle may go either way. */
const BOUNDARY_KM = 0.005;

/** Searching around an address, within a radius. */
describe('POST /api/search', () => {
  let t: TestApp;
  let db: Database.Database;
  let companies: CompanyFacts[];
  const { post, searchCompanies } = useSearchApp('search', (app) => {
    ({ t, db, companies } = app);
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
      expect(response.json().message).toContain("sort must be 'relevance', 'distance' or a range indicator");
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
});
