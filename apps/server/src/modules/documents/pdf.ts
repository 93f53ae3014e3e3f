import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Company, FinancialRecord, Lang, Representative } from '@fd/contract';
import {
  countryName,
  dataTermsIn,
  FINANCIAL_FIELDS,
  formatIsoDate,
  formatMoney,
  formatPercent,
  formatReportDate,
  PERCENT_FIELDS,
  writeDay,
} from '@fd/contract';
import PDFDocument from 'pdfkit';
import { PDF_WORDS } from './pdf-words';

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

/**
 * fontkit's parsed font file. Its glyph cache keeps the characters a glyph was first asked for,
 * which for a glyph first met as a part of another (ü's u) is none: a document's text would then
 * lose letters, so each document starts with an empty cache over the parsed tables.
 */
interface ParsedFont {
  _glyphs: Record<number, unknown>;
}
/** pdfkit's font of one document: the parsed font file and this document's subset of it. */
interface DocumentFont {
  font: ParsedFont;
  constructor: new (document: PDFKit.PDFDocument, font: ParsedFont, id: string) => DocumentFont;
}
/** Where a pdfkit 0.17 document keeps its fonts (internals: pdfkit has no public way to share a parsed font). */
interface DocumentFonts {
  _font: DocumentFont;
  _fontFamilies: Record<string, DocumentFont>;
  _fontCount: number;
}

/**
 * Each font file parsed once per thread: pdfkit parses the file anew for every document given its
 * bytes, and the first layout reads its tables again (about 0.15 s of CPU per PDF, decision 203).
 * The first document parses it; later ones get a font of their own (their own glyph subset and
 * glyph cache) over the same parsed tables.
 */
const parsedFonts = new Map<string, Pick<DocumentFont, 'font' | 'constructor'>>();

let parses = 0;

/** How often this thread has parsed a font file: once per font, however many documents it builds. */
export const fontFilesParsed = () => parses;

function useFont(doc: PDFKit.PDFDocument, name: string, file: Buffer): void {
  const fonts = doc as unknown as DocumentFonts;
  const parsed = parsedFonts.get(name);
  if (parsed) {
    // Documents are built one at a time per thread, each from its first line to its end at once.
    parsed.font._glyphs = {};
    fonts._fontFamilies[name] = new parsed.constructor(doc, parsed.font, `F${++fonts._fontCount}`);
    return;
  }
  doc.registerFont(name, file);
  doc.font(name);
  parses++;
  parsedFonts.set(name, { font: fonts._font.font, constructor: fonts._font.constructor });
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
  useFont(doc, REGULAR, regular);
  useFont(doc, BOLD, bold);
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

function header(doc: PDFKit.PDFDocument, kicker: string, company: Company, lang: Lang): void {
  doc.fillColor(PRIMARY).fontSize(10).font(BOLD).text('FIRMENRADAR', { characterSpacing: 2 });
  doc.moveDown(0.3).fillColor(MUTED).font(REGULAR).fontSize(10).text(kicker);
  doc.moveDown(0.6).fillColor('#111').font(BOLD).fontSize(18).text(company.company_name);
  const country = countryName(company.address_country, lang);
  doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(`${company.address}, ${country}`);
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

function figure(field: (typeof FINANCIAL_FIELDS)[number], value: number | null, lang: Lang): string {
  if (value === null) return '–';
  if (PERCENT_FIELDS.includes(field)) return formatPercent(value, lang);
  if (field === 'employees_number') return value.toLocaleString(PDF_WORDS[lang].numberLocale);
  return formatMoney(value, lang);
}

/** The financial report of one period, formatted for print in the reader's language. */
export function financialReportPdf(company: Company, report: FinancialRecord, lang: Lang): Promise<Buffer> {
  const { labels, report: words } = PDF_WORDS[lang];
  const period = formatReportDate(report.report_date, lang);
  return render(`${words.title(period)} – ${company.company_name}`, (doc) => {
    header(doc, words.kicker(period), company, lang);
    doc.fillColor(PRIMARY).font(BOLD).fontSize(12).text(words.figures).moveDown(0.5);
    rows(
      doc,
      FINANCIAL_FIELDS.map((field) => [labels.financialFields[field], figure(field, report[field], lang)]),
    );
    doc.moveDown(0.8).fillColor(PRIMARY).font(BOLD).fontSize(12).text(words.audit).moveDown(0.5);
    rows(doc, [
      [labels.auditor, report.auditor_name ?? words.notAudited],
      [words.reportId, String(report.report_id)],
    ]);
    footer(doc, words.footer(writeDay(new Date(), lang)));
  });
}

/** An extract of the register data (GISA trade register or ZVR association register). */
export function registerExtractPdf(
  company: Company,
  representatives: Representative[],
  register: 'gisa' | 'zvr',
  lang: Lang,
): Promise<Buffer> {
  const { labels, extract: words } = PDF_WORDS[lang];
  const terms = dataTermsIn(lang);
  const title = words[register];
  const day = (iso: string | null) => formatIsoDate(iso, lang) ?? '–';
  return render(`${title} – ${company.company_name}`, (doc) => {
    header(doc, title, company, lang);
    rows(doc, [
      register === 'gisa'
        ? [labels.identifiers.ID_GISA, company.ID_GISA ?? '–']
        : [labels.identifiers.ID_ZRV, company.ID_ZRV ?? '–'],
      [labels.identifiers.ID_Fb, company.ID_Fb ?? '–'],
      [words.legalForm, company.legal_form ?? '–'],
      [words.status, terms.status(company.legal_status)],
      [words.address, `${company.address}, ${terms.country(company.address_country)}`],
      [words.industry, company.gegenstand ? terms.industry(company.gegenstand) : '–'],
      [words.founded, day(company.date_founded)],
      [words.updated, day(company.date_updated)],
    ]);
    doc.moveDown(0.8).fillColor(PRIMARY).font(BOLD).fontSize(12).text(words.representatives).moveDown(0.5);
    rows(
      doc,
      representatives.length > 0
        ? representatives.map((r) => [
            terms.position(r.title),
            [r.name, r.representation ? terms.representation(r.representation) : null]
              .filter(Boolean)
              .join(', '),
          ])
        : [['–', words.noEntries]],
    );
    footer(doc, words.footer(writeDay(new Date(), lang)));
  });
}
