import type { Contact } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { CompanyExportRow } from '../../store/types';
import { contactsToCsv, EXPORT_COLUMNS, toCsv, toXlsx } from '../workspace/export';
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

function row(name: string, phone: string): CompanyExportRow {
  const values = Object.fromEntries(EXPORT_COLUMNS.map((column) => [column.header, null]));
  return new Proxy(values, {
    get: (_target, key) =>
      key === 'company_name' ? name : key === 'contact_phone' ? phone : key === 'company_id' ? 1 : null,
  }) as unknown as CompanyExportRow;
}

describe('finding 9: formula injection in exports', () => {
  it('neutralises every formula start and keeps phone numbers readable', () => {
    for (const text of hostile) {
      expect(neutralisedText(text, 'csv')).toBe(`'${text}`);
      expect(neutralisedText(text, 'xlsx')).toBe(`'${text}`);
    }
    expect(neutralisedText('+43 1 234 56-78', 'csv')).toBe(' +43 1 234 56-78');
    expect(neutralisedText('+43 1 234 56-78', 'xlsx')).toBe('+43 1 234 56-78');
    expect(neutralisedText('Muster GmbH', 'csv')).toBe('Muster GmbH');
  });

  it('writes no CSV cell that starts a formula, in company lists and contacts', async () => {
    const csv = await text(toCsv(hostile.map((name) => row(name, '+41 44 123 45 67'))));
    const cells = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .flatMap((line) => line.split(';'))
      .map((cell) => cell.replace(/^"/, ''));
    const phone = ' +41 44 123 45 67';
    expect(cells.filter((cell) => cell !== phone && /^[\s\u3000]*[=+\-@＝＋－＠]/.test(cell))).toEqual([]);
    expect(csv).toContain(' +41 44 123 45 67');
    const contact = {
      fullName: 'N',
      title: '',
      company_name: null,
      company_id: null,
      email: null,
      phone: '+43 1 2',
      note: '=1+1',
      created_at: '2026-01-01T00:00:00Z',
    } as unknown as Contact;
    expect(await text(contactsToCsv([contact]))).toContain(";'=1+1;");
  });

  it('writes XLSX text cells as neutralised strings and never as formulas', async () => {
    const xlsx = await toXlsx([row('=HYPERLINK("http://evil.example","Click")', '+43 1 234')], 'Liste');
    const sheet = await zipEntry(xlsx, 'xl/worksheets/sheet1.xml');
    const strings = await zipEntry(xlsx, 'xl/sharedStrings.xml').catch(() => '');
    expect(sheet).not.toContain('<f>');
    expect(`${sheet}${strings}`).toContain("'=HYPERLINK(");
    expect(`${sheet}${strings}`).toContain('>+43 1 234<');
  });
});
