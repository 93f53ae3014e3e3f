import { Readable } from 'node:stream';
import type { Contact } from '@fd/contract';
import writeXlsxFile from 'write-excel-file/node';
import type { CompanyExportRow } from '../../store/types';
import { neutralisedText } from '../documents/cell-safety';

export type Column<R = CompanyExportRow> = {
  header: string;
  value: (row: R) => string | number | null;
  type: 'text' | 'number';
  /** Figures and contact data: the open registers never publish them (decision 050). */
  registersPublish?: false;
};

/** What an empty figure or contact cell of an imported company says: nothing was published. */
export const NOT_PUBLISHED = 'nicht veröffentlicht';

/** The cell of a column for a row: a missing figure of a real company is 'not published', not empty. */
function exportValue(column: Column, row: CompanyExportRow): string | number | null {
  const value = column.value(row);
  return value === null && column.registersPublish === false && !row.synthetic ? NOT_PUBLISHED : value;
}

/** The columns of a lead-list export: main fields, identifiers, latest financial figures. */
export const EXPORT_COLUMNS: Column[] = [
  { header: 'Firmen-ID', value: (r) => r.company_id, type: 'number' },
  { header: 'Firmenname', value: (r) => r.company_name, type: 'text' },
  { header: 'Rechtsform', value: (r) => r.legal_form, type: 'text' },
  { header: 'Status', value: (r) => r.legal_status, type: 'text' },
  { header: 'Straße', value: (r) => r.address_street, type: 'text' },
  { header: 'PLZ', value: (r) => r.address_postcode, type: 'text' },
  { header: 'Ort', value: (r) => r.address_city, type: 'text' },
  { header: 'Land', value: (r) => r.address_country, type: 'text' },
  { header: 'Branche', value: (r) => r.gegenstand, type: 'text' },
  { header: 'Gründung', value: (r) => r.date_founded, type: 'text' },
  { header: 'Website', value: (r) => r.contact_website, type: 'text', registersPublish: false },
  { header: 'E-Mail', value: (r) => r.contact_email, type: 'text', registersPublish: false },
  { header: 'Telefon', value: (r) => r.contact_phone, type: 'text', registersPublish: false },
  { header: 'Registernummer', value: (r) => r.ID_Fb, type: 'text' },
  { header: 'Registergericht', value: (r) => r.ID_Gerichtscode, type: 'text' },
  { header: 'USt-IdNr.', value: (r) => r.ID_VatID, type: 'text' },
  { header: 'EUID', value: (r) => r.ID_EUID, type: 'text' },
  { header: 'LEI', value: (r) => r.ID_Lei, type: 'text' },
  { header: 'Bilanzstichtag', value: (r) => r.report_date, type: 'text', registersPublish: false },
  { header: 'Umsatz (EUR)', value: (r) => r.revenue, type: 'number', registersPublish: false },
  { header: 'Jahresergebnis (EUR)', value: (r) => r.earnings, type: 'number', registersPublish: false },
  { header: 'Bilanzsumme (EUR)', value: (r) => r.total_assets, type: 'number', registersPublish: false },
  { header: 'Eigenkapital (EUR)', value: (r) => r.equity, type: 'number', registersPublish: false },
  { header: 'Eigenkapitalquote (%)', value: (r) => r.equity_ratio, type: 'number', registersPublish: false },
  { header: 'Umsatzrendite (%)', value: (r) => r.return_on_sales, type: 'number', registersPublish: false },
  { header: 'Mitarbeiter', value: (r) => r.employees_number, type: 'number', registersPublish: false },
  // Last, so that the columns before keep their places in existing spreadsheets.
  {
    header: 'Datenherkunft',
    value: (r) => (r.synthetic ? 'Synthetische Beispieldaten' : 'Öffentliches Register'),
    type: 'text',
  },
];

function csvCell(value: string | number | null, type: 'text' | 'number'): string {
  if (value === null) return '';
  // German spreadsheets read ',' as the decimal separator.
  const text = type === 'number' ? String(value).replace('.', ',') : String(value);
  const safe = type === 'text' ? neutralisedText(text, 'csv') : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows written per chunk of a CSV stream: well under a millisecond of work each. */
const CSV_CHUNK_ROWS = 500;

/**
 * UTF-8 with BOM, ';'-separated, CRLF: what Excel in German expects. Streamed in chunks of
 * rows, so a long list goes out while the event loop keeps serving others.
 */
export function csvTable<R>(
  columns: Column<R>[],
  rows: R[],
  cell: (column: Column<R>, row: R) => string | number | null,
): Readable {
  function* chunks() {
    yield Buffer.from([0xef, 0xbb, 0xbf]);
    yield `${columns.map((column) => csvCell(column.header, 'text')).join(';')}\r\n`;
    for (let from = 0; from < rows.length; from += CSV_CHUNK_ROWS) {
      let text = '';
      for (const row of rows.slice(from, from + CSV_CHUNK_ROWS))
        text += `${columns.map((column) => csvCell(cell(column, row), column.type)).join(';')}\r\n`;
      yield text;
    }
  }
  return Readable.from(chunks());
}

export const toCsv = (rows: CompanyExportRow[]) => csvTable(EXPORT_COLUMNS, rows, exportValue);

const CONTACT_COLUMNS: Column<Contact>[] = [
  { header: 'Name', value: (c) => c.fullName, type: 'text' },
  { header: 'Position', value: (c) => c.title, type: 'text' },
  { header: 'Firma', value: (c) => c.company_name, type: 'text' },
  { header: 'Firmen-ID', value: (c) => c.company_id, type: 'number' },
  { header: 'E-Mail', value: (c) => c.email, type: 'text' },
  { header: 'Telefon', value: (c) => c.phone, type: 'text' },
  { header: 'Notiz', value: (c) => c.note, type: 'text' },
  { header: 'Gespeichert am', value: (c) => c.created_at.slice(0, 10), type: 'text' },
];

export const contactsToCsv = (contacts: Contact[]) =>
  csvTable(CONTACT_COLUMNS, contacts, (column, contact) => column.value(contact));

/** A table to write as a workbook: plain cells, so that it can go to a worker thread. */
export interface XlsxTable {
  sheetName: string;
  columns: { header: string; type: 'text' | 'number' }[];
  rows: (string | number | null)[][];
}

/**
 * One sheet, a bold sticky header; numbers as numbers, every text cell through the
 * CSV-injection rule (`neutralisedText`).
 */
export async function xlsxTable(table: XlsxTable): Promise<Buffer> {
  const text = (value: string) => ({ type: String, value: neutralisedText(value, 'xlsx') });
  const header = table.columns.map((column) => ({ ...text(column.header), fontWeight: 'bold' as const }));
  const body = table.rows.map((row) =>
    table.columns.map((column, index) => {
      const value = row[index] ?? null;
      if (value === null) return null;
      return column.type === 'number' && typeof value === 'number'
        ? { type: Number, value }
        : text(String(value));
    }),
  );
  const sheet =
    table.sheetName
      .replace(/[\\/?*[\]:]/g, ' ')
      .slice(0, 31)
      .trim() || 'Liste';
  return writeXlsxFile([header, ...body], {
    sheet,
    stickyRowsCount: 1,
    columns: table.columns.map((column) => ({ width: column.type === 'number' ? 16 : 24 })),
  }).toBuffer();
}

export const toXlsx = (rows: CompanyExportRow[], sheetName: string) =>
  xlsxTable({
    sheetName,
    columns: EXPORT_COLUMNS.map(({ header, type }) => ({ header, type })),
    rows: rows.map((row) => EXPORT_COLUMNS.map((column) => exportValue(column, row))),
  });
