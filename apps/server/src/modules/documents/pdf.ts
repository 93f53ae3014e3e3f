import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Company, FinancialRecord, Representative } from '@fd/contract';
import { FINANCIAL_FIELDS, formatMoney, formatPercent, labelsDe, PERCENT_FIELDS } from '@fd/contract';
import PDFDocument from 'pdfkit';

/**
 * Noto Sans (SIL Open Font License, which allows embedding), regular and bold, from the npm
 * package: it covers every Latin, Greek and Cyrillic letter, so that 'Łódź Handel', 'Dvořák AG'
 * or 'Ærø' print as they are written. pdfkit embeds the glyphs a document uses (a subset). The
 * PDF standard fonts (Helvetica) know WinAnsi only. Read once per thread (render-worker.ts runs
 * in worker threads); resolved from this module, so the same in TypeScript and in the bundle.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
const REGULAR = 'Body';
const BOLD = 'Body-Bold';
let fonts: { regular: Buffer; bold: Buffer } | null = null;

function loadFonts(): { regular: Buffer; bold: Buffer } {
  const require = createRequire(import.meta.url);
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

const PRIMARY = '#1f4e8c';
const MUTED = '#5b6b7b';

function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'Firmenradar', Producer: 'Firmenradar' },
    // No default font: pdfkit would load Helvetica's metrics for nothing.
    font: '',
  });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, kicker: string, company: Company): void {
  doc.fillColor(PRIMARY).fontSize(10).font(BOLD).text('FIRMENRADAR', { characterSpacing: 2 });
  doc.moveDown(0.3).fillColor(MUTED).font(REGULAR).fontSize(10).text(kicker);
  doc.moveDown(0.6).fillColor('#111').font(BOLD).fontSize(18).text(company.company_name);
  doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(`${company.address}, ${company.address_country}`);
  doc.moveDown(0.8).strokeColor('#d5dde6').moveTo(56, doc.y).lineTo(539, doc.y).stroke().moveDown(0.8);
}

function rows(doc: PDFKit.PDFDocument, entries: [string, string][]): void {
  for (const [label, value] of entries) {
    const y = doc.y;
    doc.fillColor(MUTED).font(REGULAR).fontSize(10).text(label, 56, y, { width: 260 });
    doc.fillColor('#111').font(REGULAR).text(value, 320, y, { width: 219, align: 'right' });
    doc.moveDown(0.35);
  }
}

function footer(doc: PDFKit.PDFDocument, note: string): void {
  doc.moveDown(1.5).fillColor(MUTED).fontSize(8).text(note, 56, doc.y, { width: 483 });
}

function figure(field: (typeof FINANCIAL_FIELDS)[number], value: number | null): string {
  if (value === null) return '–';
  if (PERCENT_FIELDS.includes(field)) return formatPercent(value, 'de');
  if (field === 'employees_number') return value.toLocaleString('de-DE');
  return formatMoney(value, 'de');
}

/** The financial report of one period, formatted for print. */
export function financialReportPdf(company: Company, report: FinancialRecord): Promise<Buffer> {
  const period = report.report_date;
  return render(`Jahresabschluss ${period} – ${company.company_name}`, (doc) => {
    header(doc, `Jahresabschluss · Bilanzstichtag ${period}`, company);
    doc.fillColor(PRIMARY).font(BOLD).fontSize(12).text('Kennzahlen').moveDown(0.5);
    rows(
      doc,
      FINANCIAL_FIELDS.map((field) => [labelsDe.financialFields[field], figure(field, report[field])]),
    );
    doc.moveDown(0.8).fillColor(PRIMARY).font(BOLD).fontSize(12).text('Prüfung').moveDown(0.5);
    rows(doc, [
      [labelsDe.auditor, report.auditor_name ?? 'nicht prüfungspflichtig'],
      ['Berichts-ID', String(report.report_id)],
    ]);
    footer(
      doc,
      `Erstellt von Firmenradar am ${new Date().toLocaleDateString('de-DE')} aus dem gespeicherten Jahresabschluss. Beträge in Euro.`,
    );
  });
}

/** An extract of the register data (GISA trade register or ZVR association register). */
export function registerExtractPdf(
  company: Company,
  representatives: Representative[],
  register: 'gisa' | 'zvr',
): Promise<Buffer> {
  const title =
    register === 'gisa'
      ? 'Auszug aus dem Gewerbeinformationssystem Austria (GISA)'
      : 'Auszug aus dem Zentralen Vereinsregister (ZVR)';
  return render(`${title} – ${company.company_name}`, (doc) => {
    header(doc, title, company);
    rows(doc, [
      register === 'gisa'
        ? [labelsDe.identifiers.ID_GISA, company.ID_GISA ?? '–']
        : [labelsDe.identifiers.ID_ZRV, company.ID_ZRV ?? '–'],
      [labelsDe.identifiers.ID_Fb, company.ID_Fb ?? '–'],
      ['Rechtsform', company.legal_form ?? '–'],
      ['Status', company.legal_status],
      ['Geschäftsanschrift', company.address],
      ['Gegenstand', company.gegenstand ?? '–'],
      ['Gründung', company.date_founded ?? '–'],
      ['Letzte Änderung', company.date_updated ?? '–'],
    ]);
    doc.moveDown(0.8).fillColor(PRIMARY).font(BOLD).fontSize(12).text('Vertretung').moveDown(0.5);
    rows(
      doc,
      representatives.length > 0
        ? representatives.map((r) => [r.title, [r.name, r.representation].filter(Boolean).join(', ')])
        : [['–', 'keine Eintragungen']],
    );
    footer(
      doc,
      `Erstellt von Firmenradar am ${new Date().toLocaleDateString('de-DE')} aus den gespeicherten Registerdaten; kein amtlicher Auszug.`,
    );
  });
}
