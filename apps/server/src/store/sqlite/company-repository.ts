import { type CompanyListItem, formatAddress } from '@fd/contract';
import type { CompanyExportRow, CompanyRepository, CompanySuggestion, CompanyWatchRow } from '../types';
import type { SqliteDatabase } from './database';

interface ListRow {
  company_id: number;
  company_name: string;
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  address_country: string;
  gegenstand: string | null;
  ceo: string | null;
  date_founded: string | null;
  legal_status: string;
  latest_revenue: number | null;
  equity_ratio: number | null;
  return_on_sales: number | null;
  revenue_points: string | null;
  synthetic: 0 | 1;
}

/** A company without an imported source record was invented by the generator (decision 050). */
const SYNTHETIC =
  'NOT EXISTS (SELECT 1 FROM company_sources s WHERE s.company_id = c.company_id) AS synthetic';

function orderLike<T extends { company_id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.company_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export function createCompanyRepository(db: SqliteDatabase): CompanyRepository {
  const listRows = db.prepare(`
    SELECT c.company_id, c.company_name, c.address_street, c.address_postcode, c.address_city,
           c.address_country, c.gegenstand, c.ceo, c.date_founded, c.legal_status,
           l.revenue AS latest_revenue, l.equity_ratio, l.return_on_sales, l.revenue_points,
           ${SYNTHETIC}
      FROM companies c
      LEFT JOIN latest_financials l ON l.company_id = c.company_id
     WHERE c.company_id IN (SELECT value FROM json_each(?))`);
  const exportRows = db.prepare(`
    SELECT c.company_id, c.company_name, c.legal_form, c.legal_status, c.address_street, c.address_postcode,
           c.address_city, c.address_country, c.gegenstand, c.date_founded, c.contact_website, c.contact_email,
           c.contact_phone, c.ID_Fb, c.ID_Gerichtscode, c.ID_VatID, c.ID_EUID, c.ID_Lei, l.report_date, l.revenue,
           l.earnings, l.total_assets, l.equity, l.equity_ratio, l.return_on_sales, l.employees_number,
           ${SYNTHETIC}
      FROM companies c LEFT JOIN latest_financials l ON l.company_id = c.company_id
     WHERE c.company_id IN (SELECT value FROM json_each(?))`);
  const suggestionRows = db.prepare(`
    SELECT company_id, company_name, address_city, address_country
      FROM companies WHERE company_id IN (SELECT value FROM json_each(?))`);

  const watchRows = db.prepare(`
    SELECT c.company_id, c.company_name, c.address_street, c.address_postcode, c.address_city, c.legal_status,
           l.report_date, l.revenue, l.earnings, l.employees_number, l.equity_ratio,
           ${SYNTHETIC}
      FROM companies c LEFT JOIN latest_financials l ON l.company_id = c.company_id
     WHERE c.company_id IN (SELECT value FROM json_each(?))`);

  return {
    async listItems(ids) {
      if (ids.length === 0) return [];
      const rows = listRows.all(JSON.stringify(ids)) as ListRow[];
      return orderLike(ids, rows).map(
        (row): CompanyListItem => ({
          company_id: row.company_id,
          company_name: row.company_name,
          address: formatAddress(row),
          address_city: row.address_city ?? '',
          address_country: row.address_country,
          gegenstand: row.gegenstand,
          ceo: row.ceo,
          date_founded: row.date_founded,
          latest_revenue: row.latest_revenue,
          equity_ratio: row.equity_ratio,
          return_on_sales: row.return_on_sales,
          revenue_points: row.revenue_points ? JSON.parse(row.revenue_points) : [],
          legal_status: row.legal_status,
          synthetic: row.synthetic === 1,
        }),
      );
    },
    async exportRows(ids) {
      if (ids.length === 0) return [];
      const rows = exportRows.all(JSON.stringify(ids)) as (Omit<CompanyExportRow, 'synthetic'> & {
        synthetic: 0 | 1;
      })[];
      return orderLike(
        ids,
        rows.map((row) => ({ ...row, synthetic: row.synthetic === 1 })),
      );
    },
    async suggestions(ids) {
      if (ids.length === 0) return [];
      return orderLike(ids, suggestionRows.all(JSON.stringify(ids)) as CompanySuggestion[]);
    },
    async watchRows(ids) {
      if (ids.length === 0) return [];
      const rows = watchRows.all(JSON.stringify(ids)) as (Omit<CompanyWatchRow, 'synthetic'> & {
        synthetic: 0 | 1;
      })[];
      return orderLike(
        ids,
        rows.map((row) => ({ ...row, synthetic: row.synthetic === 1 })),
      );
    },
  };
}
