/**
 * An uploaded Excel workbook read into a header and rows (docs/decisions/162): its first
 * worksheet, every cell as text. A workbook with macros or links to other files, a damaged zip,
 * a zip that unpacks to more than the limit and a cell with a formula are each a translated 400
 * before anything is stored; the table itself then passes the CSV's checks.
 */
import { MATCH_XLSX_MAX_UNPACKED_MB } from '@fd/contract';
import { type Unzipped, unzipSync } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { fail } from '../../../errors';
import { checkedTable, type UploadedTable } from './upload-file';

/** The content types browsers send an .xlsx and an .xlsm with. */
export const XLSX_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel.sheet.macroEnabled.12',
];
const MACRO_TYPE = 'application/vnd.ms-excel.sheet.macroenabled.12';

/**
 * A workbook by its bytes (every zip starts with a local file header: 'PK', 3, 4), its content
 * type or its name: many browsers send an .xlsx as application/octet-stream.
 */
export function isXlsx(bytes: Buffer, contentType: string, fileName: string): boolean {
  const zip = bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304;
  const type = contentType.toLowerCase();
  return (
    zip || XLSX_TYPES.some((xlsx) => type.startsWith(xlsx.toLowerCase())) || /\.xls[xm]$/i.test(fileName)
  );
}
const MAX_UNPACKED_BYTES = MATCH_XLSX_MAX_UNPACKED_MB * 1024 * 1024;
const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** A cell with a formula: `<f>`, `<f t="shared" …/>`, with or without a namespace prefix. */
const FORMULA_TAG = /<(?:\w+:)?f[\s>/]/g;
const CELL_REF = /<(?:\w+:)?c\b[^>]*?\br="([A-Z]+)(\d+)"/g;
/** Characters before a formula searched for its cell's opening tag (a cell's attributes are short). */
const CELL_WINDOW = 1_000;

const decode = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('utf8') : '');

/** Unpacks the parts that tell the workbook's structure, looking at every name and size on the way. */
function unpack(bytes: Buffer): Unzipped {
  let unpacked = 0;
  const names: string[] = [];
  let files: Unzipped;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        unpacked += file.originalSize;
        // Sizes as the zip declares them, added up before anything is unpacked.
        if (unpacked > MAX_UNPACKED_BYTES) return false;
        return (
          file.name === WORKBOOK || file.name === WORKBOOK_RELS || file.name.startsWith('xl/worksheets/')
        );
      },
    });
  } catch {
    throw fail('match_file_xlsx_damaged');
  }
  if (names.some((name) => /^xl\/vbaProject\.bin$/i.test(name))) throw fail('match_file_xlsx_macros');
  if (names.some((name) => /^xl\/externalLinks\//i.test(name))) throw fail('match_file_xlsx_external_links');
  if (unpacked > MAX_UNPACKED_BYTES)
    throw fail('match_file_xlsx_unpacked_too_large', { limit: MATCH_XLSX_MAX_UNPACKED_MB });
  return files;
}

/** The attributes of each tag of a name in a part, e.g. every `<Relationship …/>`. */
function tags(xml: string, name: string): Map<string, string>[] {
  return [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}\\b([^>]*)>`, 'g'))].map(
    (tag) =>
      new Map([...(tag[1] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)].map((a) => [a[1] ?? '', a[2] ?? ''])),
  );
}

/** The part of the workbook's first sheet, through its relationship id. */
function firstSheetPath(files: Unzipped): string {
  const relId = tags(decode(files[WORKBOOK]), 'sheet')[0]?.get('r:id');
  const target = tags(decode(files[WORKBOOK_RELS]), 'Relationship')
    .find((rel) => rel.get('Id') === relId)
    ?.get('Target');
  if (!relId || !target) throw fail('match_file_xlsx_damaged');
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** 'A' → 0, 'AB' → 27. */
const columnIndex = (letters: string) =>
  [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** Where the first cell with a formula is: its row (as Excel numbers it) and column index. */
function firstFormula(sheet: string): { line: number; column: number } | null {
  const formula = FORMULA_TAG.exec(sheet);
  FORMULA_TAG.lastIndex = 0;
  if (!formula) return null;
  const cells = [...sheet.slice(Math.max(0, formula.index - CELL_WINDOW), formula.index).matchAll(CELL_REF)];
  const cell = cells.at(-1);
  return { line: Number(cell?.[2] ?? 0), column: columnIndex(cell?.[1] ?? 'A') };
}

/** A cell as text: numbers as JavaScript writes them (no '.0'), dates as ISO dates. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

export async function readXlsx(bytes: Buffer, contentType: string, fileName: string): Promise<UploadedTable> {
  if (contentType.toLowerCase().startsWith(MACRO_TYPE) || /\.xlsm$/i.test(fileName))
    throw fail('match_file_xlsx_macros');
  if (bytes.length === 0) throw fail('match_file_empty');
  const files = unpack(bytes);
  const sheet = files[firstSheetPath(files)];
  if (!sheet) throw fail('match_file_xlsx_damaged');
  const formula = firstFormula(decode(sheet));
  let data: SheetData;
  try {
    data = await readSheet(bytes);
  } catch {
    throw fail('match_file_xlsx_damaged');
  }
  // Refused like a formula cell of a CSV: its value is what Excel last computed, not data.
  if (formula)
    throw fail('match_file_formula', {
      line: formula.line,
      column: cellText(data[0]?.[formula.column] ?? null),
    });
  const records = data.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell !== ''));
  return checkedTable(records);
}
