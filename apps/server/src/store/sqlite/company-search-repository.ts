import { type CompanySearchResult, formatAddress } from '@fd/contract';
import type { CompanyFilter, FilterGroups } from '../../modules/search/filters';
import type { CompanySearchQuery, CompanySearchRepository, GeoArea } from '../types';
import type { SqliteDatabase } from './database';
import { boundingBox, greatCircleKm, registerGeoFunctions } from './geo';
import { matchExpression } from './name-index-repository';

interface Sql {
  text: string;
  params: unknown[];
}

const list = (values: unknown[]) => values.map(() => '?').join(', ');

/** One filter as an SQL boolean over `c` (companies) and `l` (latest_financials). */
export function companyFilterSql(filter: CompanyFilter): Sql {
  switch (filter.kind) {
    case 'range': {
      const column = `l.${filter.indicator}`;
      if (filter.min !== null && filter.max !== null) {
        return { text: `${column} BETWEEN ? AND ?`, params: [filter.min, filter.max] };
      }
      return filter.min !== null
        ? { text: `${column} >= ?`, params: [filter.min] }
        : { text: `${column} <= ?`, params: [filter.max] };
    }
    case 'country':
      return { text: `c.address_country IN (${list(filter.values)})`, params: filter.values };
    case 'legal_status': {
      const active = filter.values.includes('Active');
      const inactive = filter.values.includes('Inactive');
      if (active && inactive) return { text: '1', params: [] };
      return { text: active ? "c.legal_status = 'Active'" : "c.legal_status <> 'Active'", params: [] };
    }
    case 'industry': {
      const ids = filter.values.filter((value) => /^\d+$/.test(value)).map(Number);
      return {
        text: `(c.industry_id IN (${list(ids)}) OR c.gegenstand IN (${list(filter.values)}))`,
        params: [...ids, ...filter.values],
      };
    }
    case 'employee_title':
      return {
        text: `(EXISTS (SELECT 1 FROM employees e WHERE e.company_id = c.company_id AND e.title IN (${list(filter.values)}))
             OR EXISTS (SELECT 1 FROM representatives r WHERE r.company_id = c.company_id AND r.title IN (${list(filter.values)})))`,
        params: [...filter.values, ...filter.values],
      };
  }
}

/** The three operator groups of decisions.md as one SQL condition. */
export function groupsSql<F>(groups: FilterGroups<F>, toSql: (filter: F) => Sql): Sql[] {
  const parts: Sql[] = groups.must.map(toSql);
  if (groups.atleast.length > 0) {
    const each = groups.atleast.map(toSql);
    parts.push({
      text: `(${each.map((s) => `(${s.text})`).join(' OR ')})`,
      params: each.flatMap((s) => s.params),
    });
  }
  if (groups.exclusive.length > 0) {
    const each = groups.exclusive.map(toSql);
    parts.push({
      text: `(${each.map((s) => `coalesce((${s.text}), 0)`).join(' + ')}) = 1`,
      params: each.flatMap((s) => s.params),
    });
  }
  return parts;
}

/** Areas with more companies than this in their bounding box read companies in popularity order. */
const RTREE_MAX_ESTIMATE = 20_000;

export function createCompanySearchRepository(
  db: SqliteDatabase,
  estimateInBox: (box: ReturnType<typeof boundingBox>) => number,
): CompanySearchRepository {
  registerGeoFunctions(db);
  const cache = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  const prepared = (text: string) => {
    let statement = cache.get(text);
    if (!statement) {
      statement = db.prepare(text);
      if (cache.size > 500) cache.clear();
      cache.set(text, statement);
    }
    return statement;
  };

  function areaSql(area: GeoArea): Sql {
    const box = boundingBox(area);
    const distance = {
      text: 'distance_km(c.latitude, c.longitude, ?, ?) <= ?',
      params: [area.latitude, area.longitude, area.radiusKm],
    };
    if (estimateInBox(box) <= RTREE_MAX_ESTIMATE) {
      // Small areas: the R*Tree finds the box, the exact distance trims its corners.
      return {
        text: `c.company_id IN (SELECT company_id FROM company_geo
                 WHERE min_lat >= ? AND max_lat <= ? AND min_lon >= ? AND max_lon <= ?) AND ${distance.text}`,
        params: [box.minLat, box.maxLat, box.minLon, box.maxLon, ...distance.params],
      };
    }
    // Wide areas: companies in popularity order, stopping at LIMIT (search rule 7).
    return {
      text: `c.latitude BETWEEN ? AND ? AND c.longitude BETWEEN ? AND ? AND ${distance.text}`,
      params: [box.minLat, box.maxLat, box.minLon, box.maxLon, ...distance.params],
    };
  }

  function selectSql(query: CompanySearchQuery, columns: string): Sql {
    const conditions = groupsSql(query.filters, companyFilterSql);
    if (query.area) conditions.push(areaSql(query.area));
    const needsFinancials = /\bl\./.test(conditions.map((c) => c.text).join(' '));
    const joinFinancials = needsFinancials
      ? 'LEFT JOIN latest_financials l ON l.company_id = c.company_id'
      : '';
    if (query.name) {
      conditions.unshift({
        text: 'company_fts MATCH ?',
        params: [matchExpression(query.name.match, query.name.excluding)],
      });
      return {
        text: `SELECT ${columns} FROM company_fts f JOIN companies c ON c.company_id = f.rowid ${joinFinancials}
                WHERE ${conditions.map((c) => c.text).join(' AND ')} ORDER BY f.rowid`,
        params: conditions.flatMap((c) => c.params),
      };
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.map((c) => c.text).join(' AND ')}` : '';
    return {
      text: `SELECT ${columns} FROM companies c ${joinFinancials} ${where} ORDER BY c.company_id`,
      params: conditions.flatMap((c) => c.params),
    };
  }

  const resultRows = db.prepare(`
    SELECT company_id, company_name, address_street, address_postcode, address_city, address_country,
           legal_status, latitude, longitude, employees_count, financials_count, representatives_count
      FROM companies WHERE company_id IN (SELECT value FROM json_each(?))`);
  const industries = db.prepare(`
    SELECT industry_id AS id, gegenstand, label_en, row_count FROM industries
     WHERE gegenstand LIKE ? OR label_en LIKE ? ORDER BY row_count DESC LIMIT ?`);
  const titles = db.prepare(`
    SELECT title, count(*) AS row_count FROM (
      SELECT title FROM representatives WHERE title LIKE ?
      UNION ALL SELECT title FROM employees WHERE title LIKE ?)
     GROUP BY title ORDER BY row_count DESC LIMIT ?`);

  return {
    ids(query, limit, offset) {
      const sql = selectSql(query, 'c.company_id');
      return prepared(`${sql.text} LIMIT ? OFFSET ?`)
        .pluck()
        .all(...sql.params, limit, offset) as number[];
    },
    count(query, cap) {
      const sql = selectSql(query, '1');
      return Number(
        prepared(`SELECT count(*) FROM (${sql.text} LIMIT ?)`)
          .pluck()
          .get(...sql.params, cap),
      );
    },
    results(ids, origin) {
      if (ids.length === 0) return [];
      const rows = resultRows.all(JSON.stringify(ids)) as (Omit<CompanySearchResult, 'address' | 'counts'> & {
        address_street: string | null;
        address_postcode: string | null;
        employees_count: number;
        financials_count: number;
        representatives_count: number;
      })[];
      const byId = new Map(rows.map((row) => [row.company_id, row]));
      return ids.flatMap((id) => {
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
        };
        if (origin && row.latitude !== null && row.longitude !== null) {
          result.distance_km =
            Math.round(greatCircleKm(origin.latitude, origin.longitude, row.latitude, row.longitude) * 10) /
            10;
        }
        return [result];
      });
    },
    industries(keyword, limit) {
      const pattern = `%${keyword.replace(/[%_]/g, '')}%`;
      return industries.all(pattern, pattern, limit) as ReturnType<CompanySearchRepository['industries']>;
    },
    titles(keyword, limit) {
      const pattern = `${keyword.replace(/[%_]/g, '')}%`;
      return titles.all(pattern, pattern, limit) as { title: string; row_count: number }[];
    },
  };
}
