import type Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { openTestDatabase } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** Shared by the workspace and account suites: each file runs its own app on its own copy of the dataset. */

export const DAY_MS = 24 * 3600 * 1000;

/**
 * One test app for the file's tests, with a read handle on its dataset; `use` receives both once
 * they are open. The clock goes back to real time after each test (see `clockAt`).
 */
export function useWorkspaceApp(use: (t: TestApp, db: Database.Database) => void): void {
  let t: TestApp;
  let db: Database.Database;
  beforeAll(async () => {
    t = await createTestApp();
    db = openTestDatabase(t);
    use(t, db);
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The body of a 200 answer, parsed with the contract's schema. */
export async function json<T>(
  schema: { parse: (value: unknown) => T },
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return schema.parse(answer.json());
}

/** Rows of a ';'-separated CSV with "quoted" cells and CRLF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/**
 * Sets the clock the server reads (Date only; timers stay real) `minutes` after the moment the
 * calling test began, so that events a test orders do not share a millisecond.
 */
export function clockAt(start: number, minutes: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start + minutes * 60_000);
}
