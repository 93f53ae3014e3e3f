import type { Contact } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { CompanyExportRow } from '../../store/types';
import { contactsToCsv, toCsv, toXlsx } from '../workspace/export';
import { neutralisedText } from './cell-safety';

/** A streamed CSV export, read to its end. */
async function text(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The text of one entry of a zip file (an XLSX). */
function zipEntry(buffer: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} not in the file`)));
      zip.readEntry();
    });
  });
}

const hostile = [
  '=HYPERLINK("http://evil.example","Click")',
  '+SUM(1)',
  '-2+3',
  '@cmd',
  '\tx',
  '\rx',
  // Spreadsheets skip leading spaces, and read the full-width signs as the ASCII ones.
  ' =1+1',
  '  +SUM(1)',
  '\u3000=1+1',
  '＝1+1',
  '＋SUM(1)',
  '－2+3',
  '＠cmd',
];

const BERLIN: CompanyExportRow = {
  company_id: 1,
  company_name: 'Muster GmbH',
  legal_form: 'GmbH',
  legal_status: 'Active',
  address_street: 'Hauptstraße 1',
  address_postcode: '10115',
  address_city: 'Berlin',
  address_country: 'Germany',
  gegenstand: 'Hochbau',
  date_founded: '2001-03-04',
  contact_website: null,
  contact_email: null,
  contact_phone: '+49 30 1234567',
  ID_Fb: 'HRB 1',
  ID_Gerichtscode: null,
  ID_VatID: null,
  ID_EUID: null,
  ID_Lei: null,
  report_date: '2024-12-31',
  revenue: 1234.5,
  earnings: null,
  total_assets: null,
  equity: null,
  equity_ratio: null,
  return_on_sales: null,
  employees_number: 12,
  synthetic: true,
};

const row = (name: string, phone: string): CompanyExportRow => ({
  ...BERLIN,
  company_name: name,
  contact_phone: phone,
});

/** The CSV's cells by header, for its first data row. */
function firstRow(csv: string): Record<string, string> {
  const [header = '', first = ''] = csv.replace(/^\uFEFF/, '').split('\r\n');
  const cells = first.split(';');
  return Object.fromEntries(header.split(';').map((name, index) => [name, cells[index] ?? '']));
}

describe('finding 9: formula injection in exports', () => {
  it('neutralises every formula start and keeps phone numbers readable', () => {
    for (const text of hostile) expect(neutralisedText(text)).toBe(`'${text}`);
    expect(neutralisedText('+43 1 234 56-78')).toBe('+43 1 234 56-78');
    expect(neutralisedText('+49 30 1234567')).toBe('+49 30 1234567');
    expect(neutralisedText('+49 CMD|x')).toBe("'+49 CMD|x");
    expect(neutralisedText('Muster GmbH')).toBe('Muster GmbH');
  });

  it('writes no CSV cell that starts a formula, in company lists and contacts', async () => {
    const csv = await text(
      toCsv(
        hostile.map((name) => row(name, '=1+1')),
        'de',
      ),
    );
    const cells = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .flatMap((line) => line.split(';'))
      .map((cell) => cell.replace(/^"/, ''));
    expect(cells.filter((cell) => /^[\t\r]|^[\s\u3000]*[=+\-@＝＋－＠]/.test(cell))).toEqual([]);
    const contact = {
      fullName: 'N',
      title: '',
      company_name: null,
      company_id: null,
      email: null,
      phone: '+43 1 2',
      note: '=1+1',
      created_at: '2026-01-04T10:00:00Z',
    } as unknown as Contact;
    expect(await text(contactsToCsv([contact], 'de'))).toContain(";+43 1 2;'=1+1;04.01.2026");
  });

  it('writes XLSX text cells as neutralised strings and never as formulas', async () => {
    const xlsx = await toXlsx([row('=HYPERLINK("http://evil.example","Click")', '+43 1 234')], 'Liste', 'de');
    const sheet = await zipEntry(xlsx, 'xl/worksheets/sheet1.xml');
    const strings = await zipEntry(xlsx, 'xl/sharedStrings.xml').catch(() => '');
    expect(sheet).not.toContain('<f>');
    expect(`${sheet}${strings}`).toContain("'=HYPERLINK(");
    expect(`${sheet}${strings}`).toContain('>+43 1 234<');
  });
});

describe("exports in the reader's language (decision 190)", () => {
  it('writes a German CSV with the German words, days and decimal comma, phones as written', async () => {
    const cells = firstRow(await text(toCsv([BERLIN], 'de')));
    expect(cells.Status).toBe('Aktiv');
    expect(cells.Land).toBe('Deutschland');
    expect(cells.Telefon).toBe('+49 30 1234567');
    expect(cells.Bilanzstichtag).toBe('31.12.2024');
    expect(cells.Gründung).toBe('04.03.2001');
    expect(cells['Umsatz (EUR)']).toBe('1234,5');
    expect(cells.Datenherkunft).toBe('Synthetische Beispieldaten');
  });

  it('writes an English CSV in English throughout', async () => {
    const csv = await text(toCsv([{ ...BERLIN, address_city: 'Wien', address_country: 'Austria' }], 'en'));
    const cells = firstRow(csv);
    expect(cells.Status).toBe('Active');
    expect(cells.City).toBe('Vienna');
    expect(cells.Country).toBe('Austria');
    expect(cells.Industry).toBe('Building construction');
    expect(cells.Phone).toBe('+49 30 1234567');
    expect(cells['Balance sheet date']).toBe('31 Dec 2024');
    expect(cells['Revenue (EUR)']).toBe('1234.5');
    expect(csv).not.toMatch(/Aktiv|Deutschland|Bilanz|Umsatz|Synthetische/);
  });

  it("writes the imported company's missing figures as not published, in each language", async () => {
    const imported = { ...BERLIN, synthetic: false, earnings: null };
    expect(firstRow(await text(toCsv([imported], 'de')))['Jahresergebnis (EUR)']).toBe(
      'nicht veröffentlicht',
    );
    expect(firstRow(await text(toCsv([imported], 'en')))['Earnings (EUR)']).toBe('not published');
  });

  it("writes the workbook's headers and values in the reader's language", async () => {
    const xlsx = await toXlsx([{ ...BERLIN, address_country: 'Switzerland' }], 'Liste', 'de');
    const strings = await zipEntry(xlsx, 'xl/sharedStrings.xml').catch(() => '');
    const sheet = await zipEntry(xlsx, 'xl/worksheets/sheet1.xml');
    expect(`${sheet}${strings}`).toContain('>Schweiz<');
    expect(`${sheet}${strings}`).toContain('>Aktiv<');
    expect(`${sheet}${strings}`).toContain('>+49 30 1234567<');
    const english = await toXlsx([BERLIN], 'List', 'en');
    const en = `${await zipEntry(english, 'xl/worksheets/sheet1.xml')}${await zipEntry(english, 'xl/sharedStrings.xml').catch(() => '')}`;
    expect(en).toContain('>Germany<');
    expect(en).toContain('>Company name<');
    expect(en).not.toContain('Deutschland');
  });
});
