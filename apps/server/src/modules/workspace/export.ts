import { Readable } from 'node:stream';
import type { Contact, Lang } from '@fd/contract';
import writeXlsxFile from 'write-excel-file/node';
import type { CompanyExportRow } from '../../store/types';
import { neutralisedText } from '../documents/cell-safety';
import { type Column, contactColumns, exportColumns, notPublished } from './export-columns';

/** The cell of a column for a row: a missing figure of a real company is 'not published', not empty. */
function exportValue(column: Column, row: CompanyExportRow, lang: Lang): string | number | null {
  const value = column.value(row);
  return value === null && column.registersPublish === false && !row.synthetic ? notPublished(lang) : value;
}

function csvCell(value: string | number | null, type: 'text' | 'number', lang: Lang): string {
  if (value === null) return '';
  // German spreadsheets read ',' as the decimal separator, English ones '.'.
  const text = type === 'number' && lang === 'de' ? String(value).replace('.', ',') : String(value);
  const safe = type === 'text' ? neutralisedText(text) : text;
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
  lang: Lang,
): Readable {
  function* chunks() {
    yield Buffer.from([0xef, 0xbb, 0xbf]);
    yield `${columns.map((column) => csvCell(column.header, 'text', lang)).join(';')}\r\n`;
    for (let from = 0; from < rows.length; from += CSV_CHUNK_ROWS) {
      let text = '';
      for (const row of rows.slice(from, from + CSV_CHUNK_ROWS))
        text += `${columns.map((column) => csvCell(cell(column, row), column.type, lang)).join(';')}\r\n`;
      yield text;
    }
  }
  return Readable.from(chunks());
}

export const toCsv = (rows: CompanyExportRow[], lang: Lang) =>
  csvTable(exportColumns(lang), rows, (column, row) => exportValue(column, row, lang), lang);

export const contactsToCsv = (contacts: Contact[], lang: Lang) =>
  csvTable(contactColumns(lang), contacts, (column, contact) => column.value(contact), lang);

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
  const text = (value: string) => ({ type: String, value: neutralisedText(value) });
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

export function toXlsx(rows: CompanyExportRow[], sheetName: string, lang: Lang): Promise<Buffer> {
  const columns = exportColumns(lang);
  return xlsxTable({
    sheetName,
    columns: columns.map(({ header, type }) => ({ header, type })),
    rows: rows.map((row) => columns.map((column) => exportValue(column, row, lang))),
  });
}
