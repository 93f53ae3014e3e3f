import Database from 'better-sqlite3';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { copyPostgresIntoSqlite } from '../../src/store/postgres/copy-into-sqlite';

/**
 * A PostgreSQL client that serves one table's cursor in batches and records, for each statement,
 * how many rows the SQLite table held when it was sent.
 */
function fakeClient(db: Database.Database, batches: unknown[][][]) {
  const sent: { text: string; rowsWritten: number }[] = [];
  let served = 0;
  const client = {
    query(query: string | { text: string }) {
      const text = typeof query === 'string' ? query : query.text;
      sent.push({ text, rowsWritten: Number(db.prepare('SELECT count(*) FROM industries').pluck().get()) });
      if (!text.startsWith('FETCH')) return Promise.resolve({ rows: [] });
      return new Promise((resolve) => setTimeout(() => resolve({ rows: batches[served++] ?? [] }), 5));
    },
  };
  return { client: client as unknown as pg.PoolClient, sent };
}

describe('copying PostgreSQL into the local index', () => {
  it('asks for the next batch before it writes the one it has, and copies every row in order', async () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE industries (industry_id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const batches = [
      [
        [1, 'Bau'],
        [2, 'Handel'],
      ],
      [[3, 'Logistik']],
    ];
    const { client, sent } = fakeClient(db, batches);
    const progress: number[] = [];
    await copyPostgresIntoSqlite(client, db, ['industries'], (_table, rows) => progress.push(rows));

    expect(db.prepare('SELECT industry_id, name FROM industries ORDER BY industry_id').raw().all()).toEqual(
      batches.flat(),
    );
    expect(progress).toEqual([2, 3]);
    const fetches = sent.filter((statement) => statement.text.startsWith('FETCH'));
    // The second FETCH went out while the first batch was still unwritten, the third while the second was.
    expect(fetches.map((statement) => statement.rowsWritten)).toEqual([0, 0, 2]);
    expect(sent.at(0)?.text).toMatch(/^DECLARE copy_industries NO SCROLL CURSOR FOR SELECT /);
    expect(sent.at(-1)?.text).toBe('CLOSE copy_industries');
  });

  it('fails with the write that failed, leaving no unhandled rejection behind', async () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE industries (industry_id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const { client } = fakeClient(db, [[[1, null]], [[2, 'Handel']]]);
    await expect(copyPostgresIntoSqlite(client, db, ['industries'])).rejects.toThrow(/NOT NULL/);
  });
});
