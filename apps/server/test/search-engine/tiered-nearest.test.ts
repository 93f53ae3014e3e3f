import { bandOf, EMPLOYEE_BANDS, REVENUE_BANDS, type SizeBand } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CompanyFilterIndex } from '../../src/search-engine/company-filter-index';
import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/database';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';
import type { CompanyFilter, GeoArea, TieredNearestQuery } from '../../src/store/types';

/**
 * The filter index's one pass over every tier of similar companies (docs/decisions/202) gives
 * exactly what a search per tier gives, each taking what the tiers before it left: the
 * companies, their order (ties by id included) and their tiers.
 */
let db: SqliteDatabase;
let index: CompanyFilterIndex;

interface Center {
  company_id: number;
  industry: string | null;
  latitude: number | null;
  longitude: number | null;
  employees_number: number | null;
  revenue: number | null;
}

beforeAll(() => {
  // Read only: the shared template itself, as nothing here writes.
  db = openDatabase(inject('datasetTemplate'), { readonly: true });
  index = new CompanyFilterIndex(sqliteEngineSource(db));
});
afterAll(() => db.close());

const LIMIT = 8;
const range = (indicator: 'employees_number' | 'revenue', band: SizeBand): CompanyFilter => ({
  kind: 'range',
  indicator,
  min: band.min,
  max: band.max,
});
const status = (value: 'Active' | 'Inactive'): CompanyFilter => ({ kind: 'legal_status', values: [value] });

/** The tiers the similar-companies card asks for: both bands, the employee band, none; then inactive. */
function similarQuery(center: Center, area: GeoArea | null): TieredNearestQuery {
  const employees = bandOf(EMPLOYEE_BANDS, center.employees_number);
  const revenue = bandOf(REVENUE_BANDS, center.revenue);
  const bands = [
    [
      ...(employees ? [range('employees_number', employees)] : []),
      ...(revenue ? [range('revenue', revenue)] : []),
    ],
    employees ? [range('employees_number', employees)] : [],
    [],
  ].filter((tier, at, all) => at === 0 || tier.length < all[at - 1]!.length);
  return {
    must: center.industry === null ? [] : [{ kind: 'industry', values: [center.industry] }],
    tiers: [...bands.map((tier) => [...tier, status('Active')]), [status('Inactive')]],
    area,
    exclude: center.company_id,
  };
}

/** A search per tier, nearest first, while fewer than LIMIT are found: the rule written plainly. */
async function tierByTier(query: TieredNearestQuery): Promise<{ company_id: number; tier: number }[]> {
  const found: { company_id: number; tier: number }[] = [];
  for (const [tier, filters] of query.tiers.entries()) {
    if (found.length >= LIMIT) break;
    const wanted = LIMIT + found.length + 1;
    const { ids } = await index.search(
      {
        name: null,
        area: query.area,
        filters: { must: [...query.must, ...filters], atleast: [], exclusive: [] },
        order: query.area ? 'distance' : 'popularity',
      },
      0,
      wanted,
      wanted,
    );
    for (const id of ids)
      if (id !== query.exclude && found.length < LIMIT && !found.some((row) => row.company_id === id))
        found.push({ company_id: id, tier });
  }
  return found;
}

describe('one pass over the tiers of similar companies', () => {
  it('gives what a search per tier gives, for every radius, without an area and without an industry', async () => {
    const centers = db
      .prepare(
        `SELECT c.company_id, i.gegenstand AS industry, c.latitude, c.longitude, f.employees_number, f.revenue
           FROM companies c
           LEFT JOIN industries i ON i.industry_id = c.industry_id
           LEFT JOIN latest_financials f ON f.company_id = c.company_id
          WHERE c.company_id % 41 = 1 OR f.company_id IS NOT NULL AND c.company_id % 11 = 0`,
      )
      .all() as Center[];
    expect(centers.length).toBeGreaterThan(250);
    const seen = { lowerTier: 0, inactive: 0, short: 0, popularity: 0 };
    for (const center of centers) {
      const at = center.latitude !== null && center.longitude !== null;
      const areas: (GeoArea | null)[] = at
        ? [25, 400].map((radiusKm) => ({
            latitude: center.latitude!,
            longitude: center.longitude!,
            radiusKm,
          }))
        : [];
      if (center.company_id % 5 === 0 || !at) areas.push(null);
      for (const area of areas) {
        const query = similarQuery(center, area);
        const expected = await tierByTier(query);
        expect(await index.nearestByTier(query, LIMIT), `company ${center.company_id}`).toEqual(expected);
        if (expected.some((row) => row.tier > 0 && row.tier < query.tiers.length - 1)) seen.lowerTier++;
        if (expected.some((row) => row.tier === query.tiers.length - 1)) seen.inactive++;
        if (expected.length < LIMIT) seen.short++;
        if (!area) seen.popularity++;
      }
    }
    // Every way of filling the list occurs, so none of them passes unseen.
    expect(seen.lowerTier).toBeGreaterThan(10);
    expect(seen.inactive).toBeGreaterThan(3);
    expect(seen.short).toBeGreaterThan(3);
    expect(seen.popularity).toBeGreaterThan(10);
  });

  it('compares a company without an industry with every company in the area', async () => {
    const center = db
      .prepare(
        `SELECT c.company_id, NULL AS industry, c.latitude, c.longitude, f.employees_number, f.revenue
           FROM companies c JOIN latest_financials f ON f.company_id = c.company_id
          WHERE c.latitude IS NOT NULL LIMIT 1`,
      )
      .get() as Center;
    const query = similarQuery(center, {
      latitude: center.latitude!,
      longitude: center.longitude!,
      radiusKm: 50,
    });
    const found = await index.nearestByTier(query, LIMIT);
    expect(found).toHaveLength(LIMIT);
    expect(found).toEqual(await tierByTier(query));
  });
});
