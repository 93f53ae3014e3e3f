import { dataTermsIn, formatIsoDate, formatReportDate, ZListResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signIn } from '../factories';
import type { TestApp } from '../helpers';
import { json, parseCsv, useWorkspaceApp } from './workspace-helpers';

/** A lead list exported as CSV and as an Excel workbook. */
describe('the workspace', () => {
  let t: TestApp;
  let db: Database.Database;
  useWorkspaceApp((app, database) => {
    t = app;
    db = database;
  });

  describe('lead lists', () => {
    describe('export', () => {
      /**
       * Expected cells of a company row, from the company record and its latest report, with the
       * data's values as a German reader's page shows them (decision 190).
       */
      async function expectedRow(companyId: number): Promise<Record<string, string | number | null>> {
        const company = (await t.stores.companies.companyDetail.company(companyId))!;
        const latest = (await t.stores.companies.companyDetail.financials(companyId)).at(-1) ?? null;
        const de = dataTermsIn('de');
        const term = (value: string | null, translate: (value: string) => string) =>
          value === null ? null : translate(value);
        return {
          'Firmen-ID': company.company_id,
          Firmenname: company.company_name,
          Rechtsform: company.legal_form,
          Status: term(company.legal_status, de.status),
          Straße: company.address_street,
          PLZ: company.address_postcode,
          Ort: term(company.address_city, de.city),
          Land: term(company.address_country, de.country),
          Branche: term(company.gegenstand, de.industry),
          Gründung: formatIsoDate(company.date_founded, 'de'),
          Website: company.contact_website,
          'E-Mail': company.contact_email,
          Telefon: company.contact_phone,
          Registernummer: company.ID_Fb,
          Registergericht: company.ID_Gerichtscode,
          'USt-IdNr.': company.ID_VatID,
          EUID: company.ID_EUID,
          LEI: company.ID_Lei,
          Bilanzstichtag: latest ? formatReportDate(latest.report_date, 'de') : null,
          'Umsatz (EUR)': latest?.revenue ?? null,
          'Jahresergebnis (EUR)': latest?.earnings ?? null,
          'Bilanzsumme (EUR)': latest?.total_assets ?? null,
          'Eigenkapital (EUR)': latest?.equity ?? null,
          'Eigenkapitalquote (%)': latest?.equity_ratio ?? null,
          'Umsatzrendite (%)': latest?.return_on_sales ?? null,
          Mitarbeiter: latest?.employees_number ?? null,
          // The test dataset is generated: every row is synthetic (decision 055).
          Datenherkunft: 'Synthetische Beispieldaten',
        };
      }

      let owner: SignedInUser;
      let id: number;
      let companyIds: number[];
      beforeAll(async () => {
        owner = await signIn(t, 'export');
        const noReports = db
          .prepare('SELECT company_id FROM companies WHERE financials_count = 0 LIMIT 1')
          .pluck()
          .get() as number;
        const fractional = db
          .prepare(
            'SELECT company_id FROM latest_financials WHERE equity_ratio <> round(equity_ratio) AND revenue IS NOT NULL LIMIT 1',
          )
          .pluck()
          .get() as number;
        const accented = db
          .prepare("SELECT company_id FROM companies WHERE company_name GLOB '*[ćčşäöü]*' LIMIT 1")
          .pluck()
          .get() as number;
        companyIds = [...new Set([1, 2, fractional, noReports, accented])];
        id = (
          await json(
            ZListResponse,
            owner.request({ method: 'POST', url: '/api/lists', payload: { name: 'Export: Kunden/2026' } }),
          )
        ).list.id;
        await owner.request({
          method: 'POST',
          url: `/api/lists/${id}/items`,
          payload: { company_ids: companyIds },
        });
      });

      it('exports CSV for German Excel: UTF-8 BOM, semicolons, a header row, one row per company, decimal commas', async () => {
        const response = await owner.request(`/api/lists/${id}/export`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/csv');
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
        const raw = response.rawPayload;
        expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const [header, ...rows] = parseCsv(raw.subarray(3).toString('utf8'));
        expect(header).toEqual(Object.keys(await expectedRow(1)));
        expect(rows.map((row) => Number(row[0])).sort((a, b) => a - b)).toEqual(
          [...companyIds].sort((a, b) => a - b),
        );
        for (const row of rows) {
          const expected = await expectedRow(Number(row[0]));
          header!.forEach((column, index) => {
            const value = expected[column] ?? null;
            const cell =
              value === null
                ? ''
                : typeof value === 'number'
                  ? String(value).replace('.', ',')
                  : /^\+[\d ()/.-]+$/.test(value)
                    ? value
                    : /^[=+\-@]/.test(value)
                      ? `'${value}`
                      : value;
            expect(row[index], `${column} of company ${row[0]}`).toBe(cell);
          });
        }
        const fractionalRow = rows.find((row) =>
          row[header!.indexOf('Eigenkapitalquote (%)')]!.includes(','),
        );
        expect(fractionalRow).toBeDefined();
      });

      it('exports an Excel workbook whose cells equal the company data', async () => {
        const response = await owner.request(`/api/lists/${id}/export?format=xlsx`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
        const [header, ...rows] = await readSheet(response.rawPayload);
        expect(header).toEqual(Object.keys(await expectedRow(1)));
        expect(rows.map((row) => row[0] as number).sort((a, b) => a - b)).toEqual(
          [...companyIds].sort((a, b) => a - b),
        );
        for (const row of rows) {
          const expected = await expectedRow(row[0] as number);
          header!.forEach((column, index) => {
            expect(row[index] ?? null, `${column} of company ${row[0]}`).toEqual(
              expected[column as string] ?? null,
            );
          });
        }
      });

      it('names the file after the list, with umlauts spelt out plainly', async () => {
        const list = (
          await json(
            ZListResponse,
            owner.request({
              method: 'POST',
              url: '/api/lists',
              payload: { name: 'Kunden Österreich & Süd-Straße' },
            }),
          )
        ).list;
        const response = await owner.request(`/api/lists/${list.id}/export`);
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="Kunden-Osterreich-Sud-Strasse.csv"',
        );
      });

      it("refuses a format other than 'csv' or 'xlsx' with 400", async () => {
        const response = await owner.request(`/api/lists/${id}/export?format=pdf`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain('format');
      });
    });
  });
});
