import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers';
import { pdfText } from '../pdf-text';
import { useDetailApp } from './company-detail-helpers';

/** Letters without their accents, for comparing text of a PDF whose standard fonts lack some letters. */
const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ı/g, 'i');

/** The PDF documents of a company: financial report and register extracts. */
describe('company and employee pages', () => {
  let t: TestApp;
  let db: Database.Database;
  const { companyId } = useDetailApp((app) => {
    ({ t, db } = app);
  });

  describe('documents', () => {
    const expectPdf = (response: {
      statusCode: number;
      headers: Record<string, unknown>;
      rawPayload: Buffer;
    }) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      return pdfText(response.rawPayload);
    };

    it("GET /api/financial_report renders the report as a PDF with the company's name and period", async () => {
      const report = (await t.stores.companies.companyDetail.financials(1)).at(-1)!;
      const company = (await t.stores.companies.companyDetail.company(1))!;
      const response = await t.app.inject(`/api/financial_report?id=${report.report_id}`);
      const text = expectPdf(response);
      expect(response.headers['content-disposition']).toMatch(
        /^inline; filename="jahresabschluss-1-\d{4}-\d{2}-\d{2}\.pdf"$/,
      );
      expect(text).toContain(company.company_name);
      expect(text).toContain(report.report_date.replaceAll('/', '.'));
      expect(text).toContain(String(report.report_id));
      expect(text).toContain('Umsatz');
    });

    it("writes the financial report in the language the page names, else the browser's (decision 190)", async () => {
      const report = (await t.stores.companies.companyDetail.financials(1)).at(-1)!;
      const english = await t.app.inject(`/api/financial_report?id=${report.report_id}&lang=en`);
      expect(english.headers['content-disposition']).toMatch(/filename="annual-report-1-/);
      const text = expectPdf(english);
      expect(text).toContain('Revenue');
      expect(text).not.toContain('Umsatz');
      const browser = await t.app.inject({
        url: `/api/financial_report?id=${report.report_id}`,
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(expectPdf(browser)).toContain('Balance sheet date');
      const bad = await t.app.inject(`/api/financial_report?id=${report.report_id}&lang=fr`);
      expect(bad.statusCode).toBe(400);
    });

    it('offers the financial report as a download', async () => {
      const report = (await t.stores.companies.companyDetail.financials(1))[0]!;
      const response = await t.app.inject(`/api/financial_report?id=${report.report_id}&download=1`);
      expectPdf(response);
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('prints names with letters that the PDF standard fonts lack in a readable form', async () => {
      const cid = db
        .prepare(
          "SELECT company_id FROM companies WHERE financials_count > 0 AND company_name GLOB '*[ćčşŞğı]*' LIMIT 1",
        )
        .pluck()
        .get() as number;
      const company = (await t.stores.companies.companyDetail.company(cid))!;
      const report = (await t.stores.companies.companyDetail.financials(cid)).at(-1)!;
      const text = expectPdf(await t.app.inject(`/api/financial_report?id=${report.report_id}`));
      expect(withoutAccents(text)).toContain(withoutAccents(company.company_name));
    });

    it('answers an unknown financial report with 404 JSON', async () => {
      const response = await t.app.inject('/api/financial_report?id=999999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('999999999') });
      expect((await t.app.inject('/api/financial_report?id=abc')).statusCode).toBe(400);
    });

    it('GET /api/gisaDocument renders the register extract of a company from source 1', async () => {
      const cid = companyId('source = 1 AND ID_GISA IS NOT NULL');
      const company = (await t.stores.companies.companyDetail.company(cid))!;
      const text = expectPdf(await t.app.inject(`/api/gisaDocument?id=${cid}`));
      expect(withoutAccents(text)).toContain(withoutAccents(company.company_name));
      expect(text).toContain(company.ID_GISA!);
      expect(text).toContain('GISA');
    });

    it('GET /api/gisaDocument answers 404 for a company from another source', async () => {
      const response = await t.app.inject(`/api/gisaDocument?id=${companyId('source <> 1')}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('GISA') });
    });

    it('GET /api/zrvDocument renders the association register extract of a company with a ZVR number', async () => {
      const cid = companyId('ID_ZRV IS NOT NULL');
      const company = (await t.stores.companies.companyDetail.company(cid))!;
      const text = expectPdf(await t.app.inject(`/api/zrvDocument?id=${cid}`));
      expect(withoutAccents(text)).toContain(withoutAccents(company.company_name));
      expect(text).toContain(company.ID_ZRV!);
    });

    it('GET /api/zrvDocument answers 404 for a company without a ZVR number, and for an unknown company', async () => {
      const response = await t.app.inject(`/api/zrvDocument?id=${companyId('ID_ZRV IS NULL')}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain('ZVR');
      expect((await t.app.inject('/api/zrvDocument?id=999999')).statusCode).toBe(404);
      expect((await t.app.inject('/api/gisaDocument?id=999999')).statusCode).toBe(404);
    });

    it('prints the representatives in the register extract, also names with letters the fonts lack', async () => {
      const cid = db
        .prepare(`SELECT c.company_id FROM companies c WHERE c.source = 1
          AND EXISTS (SELECT 1 FROM representatives r WHERE r.company_id = c.company_id AND r.name GLOB '*[ćčşŞğı]*')
          ORDER BY c.company_id LIMIT 1`)
        .pluck()
        .get() as number;
      const text = withoutAccents(expectPdf(await t.app.inject(`/api/gisaDocument?id=${cid}`)));
      for (const representative of await t.stores.companies.companyDetail.representatives(cid)) {
        expect(text).toContain(withoutAccents(representative.name));
      }
    });
  });
});
