/**
 * An uploaded company list read into a header and rows (docs/decisions/161): CSV in UTF-8 or
 * Windows-1252 with any of the common delimiters (an XLSX is read in upload-xlsx.ts and checked
 * here too). Every problem is a translated 400 before anything is stored.
 */

import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import {
  foldToken,
  MATCH_FIELDS,
  MATCH_FILE_MAX_ROWS,
  type MatchField,
  type MatchMapping,
} from '@fd/contract';
import { parse } from 'csv-parse';
import { fail } from '../../../errors';
import { BudgetExceeded, yieldIfDue } from '../../../runtime/budget';

export interface UploadedTable {
  columns: string[];
  rows: string[][];
}

/** Bytes looked at for signs of a binary file. */
const SNIFF_BYTES = 64 * 1024;
const DELIMITERS = [';', ',', '\t', '|'] as const;
/**
 * Bytes parsed between two looks at the request's slice: a file of 10,000 rows parsed in one
 * piece held a worker's event loop for about 60 ms (docs/decisions/209, 2026-11-30).
 */
export const PARSE_CHUNK_BYTES = 16 * 1024;
/**
 * A cell a spreadsheet would evaluate: '=' or '@' first, or '+' / '-' before anything but a
 * number or a phone number.
 */
const FORMULA = /^[=@]|^[+-](?![\d\s()/.,]*$)/;

/** Control characters other than tab, line feed and carriage return do not occur in a text file. */
function looksBinary(bytes: Buffer): boolean {
  const head = bytes.subarray(0, SNIFF_BYTES);
  return head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b));
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Excel on Windows writes). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter that occurs most often in the header line, outside quotes. */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * The records of `text`, parsed a chunk at a time with a turn of the event loop between chunks
 * once the request's slice is used up. The stream parser is the same parser as the one-piece
 * one, so the records are the same.
 */
async function parseRecords(text: string): Promise<string[][]> {
  const parser = parse({
    delimiter: delimiterOf(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  });
  const records: string[][] = [];
  parser.on('data', (record: string[]) => records.push(record));
  const done = finished(parser);
  // A parse error ends the stream: `done` rejects, and no more is written.
  done.catch(() => {});
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length && !parser.destroyed; at += PARSE_CHUNK_BYTES) {
    if (!parser.write(bytes.subarray(at, at + PARSE_CHUNK_BYTES)))
      await Promise.race([once(parser, 'drain'), done]);
    await yieldIfDue();
  }
  if (!parser.destroyed) parser.end();
  await done;
  return records;
}

export async function readCsv(bytes: Buffer): Promise<UploadedTable> {
  if (bytes.toString('utf8').trim() === '') throw fail('match_file_empty');
  if (looksBinary(bytes)) throw fail('match_file_not_text');
  const text = decode(bytes).replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = await parseRecords(text);
  } catch (error) {
    // The request's time ran out (a slow machine) or its client left: not the file's fault.
    if (error instanceof BudgetExceeded) throw error;
    // An unclosed quote or a stray byte sequence: not a table we can read.
    throw fail('match_file_not_text');
  }
  return checkedTable(records);
}

/** The first record is the header; the rows must be there, not too many, as wide as it, without formulas. */
export function checkedTable(records: string[][]): UploadedTable {
  const [columns, ...rows] = records;
  if (!columns) throw fail('match_file_empty');
  if (rows.length === 0) throw fail('match_file_no_rows');
  if (rows.length > MATCH_FILE_MAX_ROWS)
    throw fail('match_file_too_many_rows', { limit: MATCH_FILE_MAX_ROWS });
  rows.forEach((row, index) => {
    const line = index + 2;
    if (row.length !== columns.length)
      throw fail('match_file_ragged', { line, found: row.length, expected: columns.length });
    const formula = row.findIndex((cell) => FORMULA.test(cell));
    if (formula >= 0) throw fail('match_file_formula', { line, column: columns[formula] ?? '' });
  });
  return { columns, rows };
}

/** Header names (folded: lower case, without accents, spaces or punctuation) for each field, German and English. */
const HEADERS: Record<MatchField, string[]> = {
  name: [
    'name',
    'firma',
    'firmenname',
    'unternehmen',
    'unternehmensname',
    'company',
    'companyname',
    'accountname',
    'organisation',
    'organization',
    'kunde',
    'kundenname',
  ],
  street: [
    'strasse',
    'str',
    'strassehausnummer',
    'street',
    'streetaddress',
    'adresse',
    'address',
    'anschrift',
  ],
  postcode: ['plz', 'postleitzahl', 'postcode', 'postalcode', 'zip', 'zipcode'],
  city: ['ort', 'stadt', 'city', 'town', 'gemeinde', 'sitz'],
  country: ['land', 'country', 'staat', 'laendercode', 'countrycode'],
  register_number: [
    'registernummer',
    'handelsregisternummer',
    'handelsregister',
    'hrnummer',
    'firmenbuchnummer',
    'fn',
    'registernumber',
    'companynumber',
    'register',
    'uid',
  ],
  lei: ['lei', 'leicode'],
  vat_id: [
    'ustidnr',
    'ustid',
    'umsatzsteuerid',
    'umsatzsteueridentifikationsnummer',
    'uidnummer',
    'mwstnummer',
    'vat',
    'vatid',
    'vatnumber',
  ],
  website: ['website', 'webseite', 'homepage', 'url', 'web', 'internet', 'domain', 'email', 'mail'],
};

/** A header as the search folds a word ('Straße' → 'strasse', 'Größe' → 'grosse'), letters and digits only. */
const fold = (header: string) => foldToken(header).replace(/[^a-z0-9]+/g, '');

/** Each field mapped to the first column whose header names it; a column feeds one field at most. */
export function guessMapping(columns: readonly string[]): MatchMapping {
  const folded = columns.map(fold);
  const mapping: MatchMapping = {};
  const taken = new Set<number>();
  for (const field of MATCH_FIELDS) {
    const index = folded.findIndex((header, i) => !taken.has(i) && HEADERS[field].includes(header));
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}
