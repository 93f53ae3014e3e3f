import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pgColumn, SERIAL_COLUMNS } from '../copy-tables';
import type { SqliteDatabase } from '../sqlite/database';

/** A value in COPY's text format: \N for null, backslash escapes for the separators. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '\\N';
  if (typeof value === 'bigint') return value.toString();
  return String(value).replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

function sqliteColumns(db: SqliteDatabase, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]).filter(Boolean);
}

/** Lines of COPY text for a table, produced lazily so that memory stays flat at any size. */
function* copyLines(db: SqliteDatabase, table: string, columns: string[], onRow: () => void) {
  const rows = db
    .prepare(`SELECT ${columns.join(', ')} FROM ${table}`)
    .raw()
    .iterate() as Iterable<unknown[]>;
  let chunk: string[] = [];
  for (const row of rows) {
    chunk.push(`${row.map(copyText).join('\t')}\n`);
    onRow();
    if (chunk.length === 2000) {
      yield chunk.join('');
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk.join('');
}

/**
 * Copies tables from a SQLite file into PostgreSQL with COPY, inside the caller's transaction,
 * so that a failed copy leaves the target as it was. Returns the rows copied per table.
 */
export async function copySqliteIntoPostgres(
  db: SqliteDatabase,
  client: pg.PoolClient,
  tables: readonly string[],
  onRows: (table: string, rows: number) => void = () => {},
): Promise<Record<string, number>> {
  const copied: Record<string, number> = {};
  for (const table of tables) {
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
    if (!exists) continue;
    const columns = sqliteColumns(db, table);
    let rows = 0;
    const target = client.query(copyFrom(`COPY ${table} (${columns.map(pgColumn).join(', ')}) FROM STDIN`));
    await pipeline(
      Readable.from(
        copyLines(db, table, columns, () => {
          rows++;
          if (rows % 10_000 === 0) onRows(table, rows);
        }),
      ),
      target,
    );
    onRows(table, rows);
    copied[table] = rows;
    const serial = SERIAL_COLUMNS[table];
    if (serial) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${serial}'), coalesce(max(${serial}), 0) + 1, false) FROM ${table}`,
      );
    }
  }
  return copied;
}
