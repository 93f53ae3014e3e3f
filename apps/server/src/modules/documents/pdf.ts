import type { Company, FinancialRecord, Representative } from '@fd/contract';
import { FINANCIAL_FIELDS, formatMoney, formatPercent, PERCENT_FIELDS } from '@fd/contract';
import PDFDocument from 'pdfkit';

const LABELS: Record<(typeof FINANCIAL_FIELDS)[number], string> = {
  revenue: 'Umsatz',
  revenue_cagr: 'Umsatzwachstum (CAGR)',
  revenue_per_employee: 'Umsatz je Mitarbeiter',
  earnings: 'Jahresergebnis',
  earnings_cagr: 'Ergebniswachstum (CAGR)',
  return_on_sales: 'Umsatzrendite',
  return_on_equity: 'Eigenkapitalrendite',
  total_assets: 'Bilanzsumme',
  equity: 'Eigenkapital',
  equity_ratio: 'Eigenkapitalquote',
  liabilities: 'Verbindlichkeiten',
  real_estate: 'Grundstücke und Bauten',
  cash_on_hand: 'Kassenbestand und Guthaben',
  receivables: 'Forderungen',
  pension_provisions: 'Pensionsrückstellungen',
  cost_of_materials: 'Materialaufwand',
  wages_and_salaries: 'Löhne und Gehälter',
  average_salary_per_employee: 'Durchschnittsgehalt je Mitarbeiter',
  tax_ratio: 'Steuerquote',
  base_per_share_capital: 'Stamm- bzw. Grundkapital',
  employees_number: 'Mitarbeiter',
};

/** Characters of WinAnsiEncoding (the encoding of the PDF standard fonts) above Latin-1's 0x7F–0x9F gap. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPECIAL_LETTERS: Record<string, string> = {
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ŋ: 'n',
  ŧ: 't',
};

const printableChar = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code < 0x7f) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(char) ||
    char === '\n'
  );
};

/**
 * Text the standard fonts can show: they cover WinAnsi only, and pdfkit garbles the rest of a
 * line after a letter outside it ('Petrović', 'Şahin'). Such letters lose their accents.
 */
export function printable(text: string): string {
  let result = '';
  for (const char of text) {
    if (printableChar(char)) {
      result += char;
      continue;
    }
    const base = (SPECIAL_LETTERS[char] ?? char.normalize('NFD').replace(/\p{M}+/gu, '')).normalize('NFC');
    result += [...base].every(printableChar) && base !== '' ? base : '?';
  }
  return result;
}

const PRIMARY = '#1f4e8c';
const MUTED = '#5b6b7b';

function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'Firmenradar', Producer: 'Firmenradar' },
  });
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
  doc.fillColor(PRIMARY).fontSize(10).font('Helvetica-Bold').text('FIRMENRADAR', { characterSpacing: 2 });
  doc.moveDown(0.3).fillColor(MUTED).font('Helvetica').fontSize(10).text(kicker);
  doc
    .moveDown(0.6)
    .fillColor('#111')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(printable(company.company_name));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(printable(`${company.address}, ${company.address_country}`));
  doc.moveDown(0.8).strokeColor('#d5dde6').moveTo(56, doc.y).lineTo(539, doc.y).stroke().moveDown(0.8);
}

function rows(doc: PDFKit.PDFDocument, entries: [string, string][]): void {
  for (const [label, value] of entries) {
    const y = doc.y;
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(printable(label), 56, y, { width: 260 });
    doc.fillColor('#111').font('Helvetica').text(printable(value), 320, y, { width: 219, align: 'right' });
    doc.moveDown(0.35);
  }
}

function footer(doc: PDFKit.PDFDocument, note: string): void {
  doc.moveDown(1.5).fillColor(MUTED).fontSize(8).text(printable(note), 56, doc.y, { width: 483 });
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
    doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(12).text('Kennzahlen').moveDown(0.5);
    rows(
      doc,
      FINANCIAL_FIELDS.map((field) => [LABELS[field], figure(field, report[field])]),
    );
    doc.moveDown(0.8).fillColor(PRIMARY).font('Helvetica-Bold').fontSize(12).text('Prüfung').moveDown(0.5);
    rows(doc, [
      ['Abschlussprüfer', report.auditor_name ?? 'nicht prüfungspflichtig'],
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
      [
        register === 'gisa' ? 'GISA-Zahl' : 'ZVR-Zahl',
        (register === 'gisa' ? company.ID_GISA : company.ID_ZRV) ?? '–',
      ],
      ['Firmenbuchnummer', company.ID_Fb ?? '–'],
      ['Rechtsform', company.legal_form ?? '–'],
      ['Status', company.legal_status],
      ['Geschäftsanschrift', company.address],
      ['Gegenstand', company.gegenstand ?? '–'],
      ['Gründung', company.date_founded ?? '–'],
      ['Letzte Änderung', company.date_updated ?? '–'],
    ]);
    doc.moveDown(0.8).fillColor(PRIMARY).font('Helvetica-Bold').fontSize(12).text('Vertretung').moveDown(0.5);
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
