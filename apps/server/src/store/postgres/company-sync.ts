import { nameIndexText } from '@fd/contract';
import type pg from 'pg';
import { COMPANY_TABLES, pgColumn } from '../copy-tables';
import type { SqliteDatabase } from '../sqlite/database';
import { adjustVocabulary } from '../sqlite/search-indexes';
import { cachedStatement } from '../sqlite/statement-cache';

/** Some companies' rows as PostgreSQL holds them now, table by table, in the local column order. */
export interface FetchedCompanies {
  companyIds: number[];
  columns: Map<string, string[]>;
  rows: Map<string, unknown[][]>;
}

/** A fetched batch with each table's rows grouped by company, so a chunk takes its own rows alone. */
export interface FetchedBatch extends FetchedCompanies {
  byCompany: Map<string, Map<number, unknown[][]>>;
}

export async function fetchCompanies(
  pool: Pick<pg.Pool, 'query'>,
  db: SqliteDatabase,
  companyIds: number[],
): Promise<FetchedBatch> {
  const columns = new Map(
    COMPANY_TABLES.map((table) => [
      table,
      cachedStatement(db, 'SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[],
    ]),
  );
  const fetched = new Map<string, unknown[][]>();
  const byCompany = new Map<string, Map<number, unknown[][]>>();
  for (const table of COMPANY_TABLES) {
    const list = columns.get(table)!;
    const result = await pool.query({
      text: `SELECT ${list.map(pgColumn).join(', ')} FROM ${table} WHERE company_id = ANY($1::int[])`,
      values: [companyIds],
      rowMode: 'array',
    });
    const rows = result.rows as unknown[][];
    fetched.set(table, rows);
    const idAt = list.indexOf('company_id');
    const grouped = new Map<number, unknown[][]>();
    for (const row of rows) {
      const id = row[idAt] as number;
      const own = grouped.get(id);
      if (own) own.push(row);
      else grouped.set(id, [row]);
    }
    byCompany.set(table, grouped);
  }
  return { companyIds, columns, rows: fetched, byCompany };
}

/**
 * Replaces the local copy of the fetched companies with their rows, name and spatial indexes
 * and the name vocabulary included; a company that PostgreSQL no longer holds disappears locally as well. Runs inside
 * the caller's transaction.
 */
export function writeCompanies(
  db: SqliteDatabase,
  { companyIds, columns, rows: fetched }: FetchedCompanies,
): void {
  const json = JSON.stringify(companyIds);
  // Contentless full-text rows are deleted by repeating what was indexed.
  const oldCompanies = cachedStatement(
    db,
    'SELECT company_id, company_name FROM companies WHERE company_id IN (SELECT value FROM json_each(?))',
  )
    .raw()
    .all(json) as [number, string][];
  const forgetCompany = cachedStatement(
    db,
    "INSERT INTO company_fts (company_fts, rowid, tokens) VALUES ('delete', ?, ?)",
  );
  const removedNames = oldCompanies.map(([id, name]) => {
    const text = nameIndexText(name);
    forgetCompany.run(id, text);
    return text;
  });
  // Employees' rows are forgotten the same way; unlike company names, theirs feed no vocabulary.
  const oldEmployees = cachedStatement(
    db,
    'SELECT employee_id, full_name FROM employees WHERE company_id IN (SELECT value FROM json_each(?))',
  )
    .raw()
    .all(json) as [number, string][];
  const forgetEmployee = cachedStatement(
    db,
    "INSERT INTO employee_fts (employee_fts, rowid, tokens) VALUES ('delete', ?, ?)",
  );
  for (const [id, name] of oldEmployees) forgetEmployee.run(id, nameIndexText(name));
  cachedStatement(db, 'DELETE FROM company_geo WHERE company_id IN (SELECT value FROM json_each(?))').run(
    json,
  );
  for (const table of COMPANY_TABLES) {
    cachedStatement(db, `DELETE FROM ${table} WHERE company_id IN (SELECT value FROM json_each(?))`).run(
      json,
    );
    const list = columns.get(table)!;
    const insert = cachedStatement(
      db,
      `INSERT INTO ${table} (${list.join(', ')}) VALUES (${list.map(() => '?').join(', ')})`,
    );
    for (const row of fetched.get(table)!) insert.run(row);
  }
  const indexCompany = cachedStatement(db, 'INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)');
  const indexEmployee = cachedStatement(db, 'INSERT INTO employee_fts (rowid, tokens) VALUES (?, ?)');
  const geo = cachedStatement(
    db,
    'INSERT INTO company_geo (company_id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)',
  );
  const companyColumns = columns.get('companies')!;
  const [idAt, nameAt, latAt, lonAt] = ['company_id', 'company_name', 'latitude', 'longitude'].map((c) =>
    companyColumns.indexOf(c),
  );
  const addedNames: string[] = [];
  for (const row of fetched.get('companies')!) {
    const text = nameIndexText(row[nameAt!] as string);
    addedNames.push(text);
    indexCompany.run(row[idAt!], text);
    if (row[latAt!] !== null && row[lonAt!] !== null)
      geo.run(row[idAt!], row[latAt!], row[latAt!], row[lonAt!], row[lonAt!]);
  }
  adjustVocabulary(db, removedNames, addedNames);
  const employeeColumns = columns.get('employees')!;
  const [employeeIdAt, fullNameAt] = ['employee_id', 'full_name'].map((c) => employeeColumns.indexOf(c));
  for (const row of fetched.get('employees')!)
    indexEmployee.run(row[employeeIdAt!], nameIndexText(row[fullNameAt!] as string));
}

/**
 * The fetched rows of the companies that `entries` name (a chunk of a fetched batch), read from
 * the batch's grouping: a chunk costs its own rows, not a pass over the whole batch's
 * (docs/decisions/216).
 */
export function onlyCompanies(fetched: FetchedBatch, entries: { company_id: number }[]): FetchedCompanies {
  const wanted = [...new Set(entries.map((entry) => entry.company_id))];
  const rows = new Map<string, unknown[][]>();
  for (const [table, grouped] of fetched.byCompany)
    rows.set(
      table,
      wanted.flatMap((id) => grouped.get(id) ?? []),
    );
  return { companyIds: wanted, columns: fetched.columns, rows };
}
