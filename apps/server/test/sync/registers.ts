/**
 * The open registers' publications as the sync tests and the e2e spec serve them: GLEIF's
 * golden copy and its deltas as zips of one CSV, in the published file names and layouts
 * (docs/decisions/120), built here from the importers' hand-written fixture rows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { GLEIF_L1_COLUMNS, GLEIF_RR_COLUMNS } from '../../src/importers/gleif-columns';
import { companies, newerCompanies } from '../fixtures/import/fixture-companies';
import type { CsvRow } from '../fixtures/import/fixture-ids';
import { newerRelationships, relationships } from '../fixtures/import/fixture-relationships';

export const FIXTURES = join(import.meta.dirname, '../fixtures/import');

export type GleifFile = 'lei2' | 'rr';
export type DeltaWindow = 'IntraDay' | 'LastDay' | 'LastWeek' | 'LastMonth';

/** GLEIF's file-name word for each delta window ('20250115-0800-gleif-goldencopy-lei2-last-day.csv.zip'). */
export const WINDOW_WORDS: Record<DeltaWindow, string> = {
  IntraDay: 'intra-day',
  LastDay: 'last-day',
  LastWeek: 'last-week',
  LastMonth: 'last-month',
};

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** A golden-copy CSV: the full header, every field quoted, one record per row (raw rows as written). */
export function goldenCopyCsv(columns: readonly string[], rows: readonly CsvRow[]): string {
  const lines = [columns.map(quote).join(',')];
  for (const row of rows) {
    if ('raw' in row && typeof row.raw === 'string') lines.push(row.raw);
    else lines.push(columns.map((column) => quote((row as Record<string, string>)[column] ?? '')).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** The rows of `newer` that are new or differ from every row of `older`: what a delta file holds. */
export function changedRows(older: readonly CsvRow[], newer: readonly CsvRow[]): CsvRow[] {
  const seen = new Set(older.map((row) => JSON.stringify(row)));
  return newer.filter((row) => !seen.has(JSON.stringify(row)));
}

/** One zip holding `files` (name → text), with a fixed time so that the bytes are the same each run. */
export function zipOf(files: Record<string, string>): Uint8Array {
  const mtime = new Date('2025-01-15T08:00:00Z');
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [
        name,
        [new TextEncoder().encode(text), { level: 6, mtime }],
      ]),
    ),
  );
}

/** A GLEIF publication: its stamp ('YYYYMMDD-HHMM', UTC), the full files and the delta files. */
export interface GleifPublication {
  stamp: string;
  full: Record<GleifFile, string>;
  deltas: Partial<Record<DeltaWindow, Record<GleifFile, string>>>;
}

/** The fixtures' first publication: the golden copy only (a first sync loads it whole). */
export function firstPublication(stamp = '20250115-0800'): GleifPublication {
  return {
    stamp,
    full: {
      lei2: goldenCopyCsv(GLEIF_L1_COLUMNS, companies),
      rr: goldenCopyCsv(GLEIF_RR_COLUMNS, relationships),
    },
    deltas: {},
  };
}

/**
 * The next publication: Isartal moved, the Reederei became inactive, Rheinblick is new (an
 * LEI the store has never seen), Mainufer's direct parent ended. Every delta window holds the
 * changes since the first publication.
 */
export function nextPublication(stamp = '20250115-1600'): GleifPublication {
  const delta = {
    lei2: goldenCopyCsv(GLEIF_L1_COLUMNS, changedRows(companies, newerCompanies)),
    rr: goldenCopyCsv(GLEIF_RR_COLUMNS, changedRows(relationships, newerRelationships)),
  };
  return {
    stamp,
    full: {
      lei2: goldenCopyCsv(GLEIF_L1_COLUMNS, newerCompanies),
      rr: goldenCopyCsv(GLEIF_RR_COLUMNS, newerRelationships),
    },
    deltas: { IntraDay: delta, LastDay: delta, LastWeek: delta, LastMonth: delta },
  };
}

/** OffeneRegister's bulk file as the fixtures hold it (first crawl, or the newer one). */
export const offeneRegisterFile = (newer = false): Buffer =>
  readFileSync(join(FIXTURES, newer ? 'offeneregister-newer.jsonl.bz2' : 'offeneregister.jsonl.bz2'));

/** '20250115-0800' → '2025-01-15T08:00:00.000Z'. */
export function stampTime(stamp: string): string {
  const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(stamp)!;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi))).toISOString();
}
