import type { Company, FinancialRecord, Representative } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { UNICODE_NAMES, withUnicodeNames } from '../../../test/unicode-names';
import { financialReportPdf, fontFilesParsed, registerExtractPdf } from './pdf';
import { createRenderPool } from './render-pool';

describe('PDFs in every script', () => {
  let t: TestApp;
  let company: Company;
  let representatives: Representative[];
  let report: FinancialRecord;
  const pool = createRenderPool(1);

  beforeAll(async () => {
    t = await createTestApp();
    const detail = t.stores.companies.companyDetail;
    // A company with reports and representatives (the first ids have both in the test dataset).
    for (let id = 1; ; id++) {
      const reports = await detail.financials(id);
      const stored = await detail.representatives(id);
      if (reports.length === 0 || stored.length === 0) continue;
      ({ company, representatives } = withUnicodeNames((await detail.company(id))!, stored));
      report = reports.at(-1)!;
      break;
    }
  });
  afterAll(async () => {
    await pool.close();
    await t.close();
  });

  it('prints the register extract with the names as they are written, in an embedded font', async () => {
    const pdf = await registerExtractPdf(company, representatives, 'gisa', 'de');
    const text = pdfText(pdf);
    expect(text).toContain(UNICODE_NAMES.company);
    expect(text).toContain(UNICODE_NAMES.address);
    expect(text).toContain(`${UNICODE_NAMES.representative}, selbständig`);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2 /);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('prints the financial report with the name, the labels and the euro figures', async () => {
    const text = pdfText(await financialReportPdf(company, report, 'de'));
    expect(text).toContain(UNICODE_NAMES.company);
    expect(text).toContain('Pensionsrückstellungen');
    expect(text).toContain('€');
    expect(text).toContain(`Bilanzstichtag ${report.report_date.replaceAll('/', '.')}`);
  });

  it("writes the German report with German days, country and the page's terms (decision 190)", async () => {
    const berlin = { ...company, address: 'Hauptstraße 1, 10115 Berlin', address_country: 'Germany' };
    const text = pdfText(await financialReportPdf(berlin, { ...report, report_date: '31/12/2024' }, 'de'));
    expect(text).toContain('Bilanzstichtag 31.12.2024');
    expect(text).toContain('Berlin, Deutschland');
    expect(text).toContain('Liquide Mittel');
    expect(text).toContain('Finanzkennzahlen');
    expect(text).not.toContain('Germany');
    expect(text).toMatch(/am \d{2}\.\d{2}\.\d{4} aus/);
  });

  it('writes the English report and extract in English throughout', async () => {
    const vienna = {
      ...company,
      address: 'Ring 1, 1010 Wien',
      address_country: 'Austria',
      legal_status: 'Active',
    };
    const report2024 = { ...report, report_date: '31/12/2024' };
    const text = pdfText(await financialReportPdf(vienna, report2024, 'en'));
    expect(text).toContain('Annual report · Balance sheet date 31 Dec 2024');
    expect(text).toContain('1010 Wien, Austria');
    expect(text).toContain('Cash on hand');
    expect(text).toContain('Financial Performance');
    expect(text).not.toMatch(/Jahresabschluss|Bilanzstichtag|Liquide|Österreich|Erstellt|Beträge/);
    const extract = pdfText(await registerExtractPdf(vienna, representatives, 'gisa', 'en'));
    expect(extract).toContain('Legal status');
    expect(extract).toContain('Active');
    expect(extract).toContain('sole power of representation');
    expect(extract).not.toMatch(/Aktiv|selbständig|Vertretung|Auszug|Erstellt|Rechtsform/);
  });

  it('parses each font file once per thread, and each document still prints its own text', async () => {
    const latin = { ...company, company_name: 'Muster Handel GmbH', address: 'Ring 1, 1010 Wien' };
    const first = await registerExtractPdf(company, representatives, 'gisa', 'de');
    const plain = await financialReportPdf(latin, report, 'de');
    const last = await registerExtractPdf(company, representatives, 'zvr', 'en');
    // Regular and bold, whatever this thread built before.
    expect(fontFilesParsed()).toBe(2);
    expect(pdfText(first)).toContain(UNICODE_NAMES.company);
    expect(pdfText(last)).toContain(UNICODE_NAMES.representative);
    const plainText = pdfText(plain);
    expect(plainText).toContain('Muster Handel GmbH');
    expect(plainText).not.toContain(UNICODE_NAMES.company);
  });

  it('builds the same PDF in a worker thread, where the font loads too', async () => {
    const pdf = await pool.run({
      kind: 'register-extract',
      company,
      representatives,
      register: 'zvr',
      lang: 'de',
    });
    const text = pdfText(pdf);
    expect(text).toContain(UNICODE_NAMES.company);
    expect(text).toContain(UNICODE_NAMES.representative);
  });
});
