import type { Company, FinancialRecord, Representative } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { UNICODE_NAMES, withUnicodeNames } from '../../../test/unicode-names';
import { financialReportPdf, registerExtractPdf } from './pdf';
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
    const pdf = await registerExtractPdf(company, representatives, 'gisa');
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
    const text = pdfText(await financialReportPdf(company, report));
    expect(text).toContain(UNICODE_NAMES.company);
    expect(text).toContain('Pensionsrückstellungen');
    expect(text).toContain('€');
    expect(text).toContain(report.report_date);
  });

  it('builds the same PDF in a worker thread, where the font loads too', async () => {
    const pdf = await pool.run({ kind: 'register-extract', company, representatives, register: 'zvr' });
    const text = pdfText(pdf);
    expect(text).toContain(UNICODE_NAMES.company);
    expect(text).toContain(UNICODE_NAMES.representative);
  });
});
