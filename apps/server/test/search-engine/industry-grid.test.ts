import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFilterIndex } from '../../src/search-engine/company-filter-index';
import { type Box, boundingBox } from '../../src/search-engine/geo';
import { IndustryGrid } from '../../src/search-engine/industry-grid';
import type { SqliteDatabase } from '../../src/store/sqlite/database';
import type { TieredNearestQuery } from '../../src/store/types';
import { type FilterIndexCopy, openFilterIndexCopy } from './filter-index-copy';

/**
 * An industry's companies by place (docs/decisions/207): the rings around a point hold every
 * company of the box still wanted, and the grids follow companies that move or arrive.
 */
describe('rings around a point', () => {
  // A fixed pseudo-random spread over Austria, Germany and Switzerland, with a few without place.
  let seed = 7;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const count = 5_000;
  const latitude = new Float32Array(count + 1).fill(Number.NaN);
  const longitude = new Float32Array(count + 1).fill(Number.NaN);
  for (let id = 1; id <= count; id++) {
    if (id % 97 === 0) continue;
    latitude[id] = 45.8 + random() * 9.3;
    longitude[id] = 5.9 + random() * 11.3;
  }
  const ids = Int32Array.from({ length: count }, (_, at) => at + 1);
  const grid = IndustryGrid.build(ids, latitude, longitude);
  const inside = (box: Box, id: number) =>
    latitude[id]! >= box.minLat &&
    latitude[id]! <= box.maxLat &&
    longitude[id]! >= box.minLon &&
    longitude[id]! <= box.maxLon;

  it('reads every company inside the wanted box before it stops, each once, none without a place', () => {
    for (const [lat, lon, km] of [
      [48.2, 16.4, 5],
      [52.5, 13.4, 60],
      [47.4, 8.5, 400],
      [55.5, 5.0, 30],
    ] as const) {
      const box = boundingBox({ latitude: lat, longitude: lon, radiusKm: km });
      const read = [...IndustryGrid.rings([grid], lat, lon, () => box)].flatMap((cell) => [...cell]);
      expect(new Set(read).size).toBe(read.length);
      const wanted = [...ids].filter((id) => inside(box, id));
      expect(read.filter((id) => inside(box, id)).sort((a, b) => a - b)).toEqual(wanted);
      expect(read.some((id) => Number.isNaN(latitude[id]!))).toBe(false);
      // A small box is read from a few cells, not from the whole industry.
      if (km <= 60) expect(read.length).toBeLessThan(count / 4);
    }
  });

  it('reads nothing past the first cell when no box is wanted any more', () => {
    const read = [...IndustryGrid.rings([grid], 50, 10, () => null)];
    expect(read.length).toBeLessThanOrEqual(1);
  });
});

describe('grids kept current', () => {
  let copy: FilterIndexCopy;
  let db: SqliteDatabase;
  let index: CompanyFilterIndex;

  beforeAll(() => {
    copy = openFilterIndexCopy('fd-grid-');
    ({ db, index } = copy);
  });
  afterAll(() => copy.close());

  it('finds a company that moved next to the point, one that arrived there, and its first report', async () => {
    const center = db
      .prepare(
        `SELECT f.company_id, f.industry_id, f.latitude, f.longitude, i.gegenstand
           FROM company_facets f JOIN industries i ON i.industry_id = f.industry_id
          WHERE f.latitude IS NOT NULL AND f.active = 1 ORDER BY f.company_id LIMIT 1`,
      )
      .get() as {
      company_id: number;
      industry_id: number;
      latitude: number;
      longitude: number;
      gegenstand: string;
    };
    const query: TieredNearestQuery = {
      must: [{ kind: 'industry', values: [center.gegenstand] }],
      tiers: [[{ kind: 'legal_status', values: ['Active'] }]],
      area: { latitude: center.latitude, longitude: center.longitude, radiusKm: 400 },
      exclude: center.company_id,
    };
    const before = await index.nearestByTier(query, 8);
    expect(before).toHaveLength(8);

    // The farthest company of the same industry and status moves to the centre's doorstep.
    const far = db
      .prepare(
        `SELECT company_id FROM company_facets
          WHERE industry_id = ? AND active = 1 AND latitude IS NOT NULL AND company_id <> ?
          ORDER BY abs(latitude - ?) + abs(longitude - ?) DESC LIMIT 1`,
      )
      .pluck()
      .get(center.industry_id, center.company_id, center.latitude, center.longitude) as number;
    expect(before.map((row) => row.company_id)).not.toContain(far);
    db.prepare('UPDATE company_facets SET latitude = ?, longitude = ? WHERE company_id = ?').run(
      center.latitude,
      center.longitude + 0.0001,
      far,
    );
    index.refresh([far]);
    expect((await index.nearestByTier(query, 8))[0]).toEqual({ company_id: far, tier: 0 });

    // A new company (the next id) of the industry opens right beside it.
    const next = Number(db.prepare('SELECT max(company_id) + 1 FROM company_facets').pluck().get());
    db.prepare(
      'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude) VALUES (?, 1, 1, ?, ?, ?)',
    ).run(next, center.industry_id, center.latitude, center.longitude + 0.00005);
    index.refresh([next]);
    expect((await index.nearestByTier(query, 8)).slice(0, 2)).toEqual([
      { company_id: next, tier: 0 },
      { company_id: far, tier: 0 },
    ]);

    // It publishes its first report: a tier that tests a figure, read from the reporting
    // companies' grids, now holds it first.
    const withReport: TieredNearestQuery = {
      ...query,
      tiers: [[{ kind: 'range', indicator: 'revenue', min: 123_456_788, max: 123_456_790 }], ...query.tiers],
    };
    expect((await index.nearestByTier(withReport, 8))[0]).toEqual({ company_id: next, tier: 1 });
    db.prepare(
      "INSERT INTO latest_financials (company_id, report_id, report_date, revenue) VALUES (?, ?, '31/12/2025', 123456789)",
    ).run(next, 990_000_001);
    index.refresh([next]);
    expect((await index.nearestByTier(withReport, 8))[0]).toEqual({ company_id: next, tier: 0 });
  });
});
