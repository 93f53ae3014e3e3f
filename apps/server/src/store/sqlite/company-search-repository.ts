import { type CompanySearchResult, formatAddress } from '@fd/contract';
import { type EngineQueries, greatCircleKm } from '../../search-engine';
import type { CompanySearchRepository, SimilarFacts } from '../types';
import type { SqliteDatabase } from './database';
import { escapeLike } from './like';

type Point = { latitude: number | null; longitude: number | null };

/** Great-circle km from `origin`, one decimal; null when either end has no coordinates. */
function distanceKm(origin: { latitude: number; longitude: number } | null, to: Point): number | null {
  if (!origin || to.latitude === null || to.longitude === null) return null;
  return Math.round(greatCircleKm(origin.latitude, origin.longitude, to.latitude, to.longitude) * 10) / 10;
}

export function createCompanySearchRepository(
  db: SqliteDatabase,
  engine: EngineQueries,
): CompanySearchRepository {
  const resultRows = db.prepare(`
    SELECT c.company_id, c.company_name, c.address_street, c.address_postcode, c.address_city, c.address_country,
           c.legal_status, c.latitude, c.longitude, c.employees_count, c.financials_count, c.representatives_count,
           NOT EXISTS (SELECT 1 FROM company_sources s WHERE s.company_id = c.company_id) AS synthetic
      FROM companies c WHERE c.company_id IN (SELECT value FROM json_each(?))`);
  const industries = db.prepare(`
    SELECT industry_id AS id, gegenstand, label_en, row_count FROM industries
     WHERE gegenstand LIKE ? ESCAPE '\\' OR label_en LIKE ? ESCAPE '\\' ORDER BY row_count DESC LIMIT ?`);
  const similarRows = db.prepare(`
    SELECT c.company_id, c.company_name, c.address_postcode, c.address_city, c.address_country,
           i.gegenstand AS industry, c.latitude, c.longitude, f.employees_number, f.revenue,
           NOT EXISTS (SELECT 1 FROM company_sources s WHERE s.company_id = c.company_id) AS synthetic
      FROM companies c
      LEFT JOIN industries i ON i.industry_id = c.industry_id
      LEFT JOIN latest_financials f ON f.company_id = c.company_id
     WHERE c.company_id IN (SELECT value FROM json_each(?))`);
  const titles = db.prepare(`
    SELECT title, count(*) AS row_count FROM (
      SELECT title FROM representatives WHERE title LIKE ? ESCAPE '\\'
      UNION ALL SELECT title FROM employees WHERE title LIKE ? ESCAPE '\\')
     GROUP BY title ORDER BY row_count DESC LIMIT ?`);

  return {
    find: (query, offset, limit, cap) => engine.find(query, offset, limit, cap),
    nearestByTier: (query, limit) => engine.nearestByTier(query, limit),
    figures: (ids, indicators) => engine.figures(ids, indicators),
    groupPlace: (companyId) => engine.groupPlace(companyId),
    groupRoots: (ids) => engine.groupRoots(ids),
    async results(ids, origin, figures = []) {
      if (ids.length === 0) return [];
      const rows = resultRows.all(JSON.stringify(ids)) as (Omit<
        CompanySearchResult,
        'address' | 'counts' | 'synthetic'
      > & {
        address_street: string | null;
        address_postcode: string | null;
        employees_count: number;
        financials_count: number;
        representatives_count: number;
        synthetic: 0 | 1;
      })[];
      const byId = new Map(rows.map((row) => [row.company_id, row]));
      const shown = figures.length > 0 ? await engine.figures(ids, figures) : [];
      return ids.flatMap((id, at) => {
        const row = byId.get(id);
        if (!row) return [];
        const result: CompanySearchResult = {
          company_id: row.company_id,
          company_name: row.company_name,
          address: formatAddress(row),
          address_city: row.address_city,
          address_country: row.address_country,
          legal_status: row.legal_status,
          latitude: row.latitude,
          longitude: row.longitude,
          counts: {
            employees: row.employees_count,
            financials: row.financials_count,
            representatives: row.representatives_count,
          },
          synthetic: row.synthetic === 1,
        };
        const distance = distanceKm(origin, row);
        if (distance !== null) result.distance_km = distance;
        if (figures.length > 0)
          result.figures = Object.fromEntries(
            figures.map((indicator, i) => [indicator, shown[at]![i] ?? null]),
          );
        return [result];
      });
    },
    async industries(keyword, limit) {
      const pattern = `%${escapeLike(keyword)}%`;
      return industries.all(pattern, pattern, limit) as Awaited<
        ReturnType<CompanySearchRepository['industries']>
      >;
    },
    async titles(keyword, limit) {
      const pattern = `${escapeLike(keyword)}%`;
      return titles.all(pattern, pattern, limit) as { title: string; row_count: number }[];
    },
    async similarFacts(ids, origin) {
      if (ids.length === 0) return [];
      const rows = similarRows.all(JSON.stringify(ids)) as (Omit<
        SimilarFacts,
        'synthetic' | 'distance_km'
      > & {
        synthetic: 0 | 1;
      })[];
      const byId = new Map(rows.map((row) => [row.company_id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ ...row, synthetic: row.synthetic === 1, distance_km: distanceKm(origin, row) }] : [];
      });
    },
  };
}
