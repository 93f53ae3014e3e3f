import type pg from 'pg';
import { pgColumn } from '../copy-tables';
import type { SqliteDatabase } from '../sqlite/database';

const FETCH_ROWS = 5000;

/**
 * Copies tables from PostgreSQL into a SQLite file through server-side cursors, inside the
 * caller's (repeatable-read) transaction, so every table comes from one snapshot and memory
 * stays flat at any size. The next batch is asked for before this one is written, so that
 * PostgreSQL reads and sends it while SQLite writes (docs/decisions/206).
 */
export async function copyPostgresIntoSqlite(
  client: pg.ClientBase,
  db: SqliteDatabase,
  tables: readonly string[],
  onRows: (table: string, rows: number) => void = () => {},
): Promise<void> {
  for (const table of tables) {
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[];
    const insert = db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    const write = db.transaction((rows: unknown[][]) => {
      for (const row of rows) insert.run(row);
    });
    const cursor = `copy_${table}`;
    await client.query(
      `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT ${columns.map(pgColumn).join(', ')} FROM ${table}`,
    );
    const fetch = () => {
      const next = client.query({ text: `FETCH ${FETCH_ROWS} FROM ${cursor}`, rowMode: 'array' });
      // Awaited below; a write that fails first must not leave its rejection unhandled.
      next.catch(() => {});
      return next;
    };
    let rows = 0;
    for (let next = fetch(); ; ) {
      const batch = await next;
      if (batch.rows.length === 0) break;
      next = fetch();
      write(batch.rows as unknown[][]);
      rows += batch.rows.length;
      onRows(table, rows);
    }
    await client.query(`CLOSE ${cursor}`);
  }
}
