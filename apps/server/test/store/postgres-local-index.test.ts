/**
 * A server on PostgreSQL builds its local search index at its first start: the child tables are
 * copied by a second thread from the same snapshot into a side file and merged
 * (docs/decisions/206). The index must hold what the generated dataset holds, row for row, with
 * the same search structures and planner statistics, and a failed build must leave nothing.
 */
import { readdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATASET_TABLES } from '../../src/store/copy-tables';
import { createPools, type PostgresPools } from '../../src/store/postgres/database';
import { INDEX_FILE, openLocalIndex } from '../../src/store/postgres/local-index';
import { CHILD_TABLES } from '../../src/store/sqlite/child-merge';
import { createPostgresInstall, onReplica } from '../postgres';

type Install = Awaited<ReturnType<typeof createPostgresInstall>>;

describe('the local index a PostgreSQL server builds', () => {
  let install: Install;
  let reference: Database.Database;

  beforeAll(async () => {
    install = await createPostgresInstall();
    reference = new Database(inject('datasetTemplate'), { readonly: true });
  });
  afterAll(async () => {
    reference?.close();
    await install?.drop();
  });

  /** Builds the index in a directory of its own, from `pools`, and returns the open file. */
  async function build(pools: PostgresPools, dir: string) {
    const lines: string[] = [];
    const local = await openLocalIndex(pools, dir, (line) => lines.push(line));
    return { db: local.db, lines };
  }

  const rows = (db: Database.Database, sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .raw()
      .all(...params);

  it('holds every row of the dataset, the employees name index and the same planner statistics', async () => {
    const pools = createPools(install.target.url, []);
    try {
      const { db, lines } = await build(pools, install.dataDir);
      try {
        for (const table of DATASET_TABLES) {
          const count = `SELECT count(*) FROM ${table}`;
          expect(rows(db, count), table).toEqual(rows(reference, count));
        }
        // The side thread's tables, value for value, in id order.
        for (const table of CHILD_TABLES) {
          const all = `SELECT * FROM ${table} ORDER BY rowid`;
          expect(rows(db, all), table).toEqual(rows(reference, all));
        }
        const names = rows(reference, 'SELECT full_name FROM employees ORDER BY employee_id LIMIT 3');
        expect(names).toHaveLength(3);
        for (const [name] of names as [string][]) {
          const surname = JSON.stringify(name.split(' ').at(-1)!.toLowerCase());
          const match = 'SELECT rowid FROM employee_fts WHERE employee_fts MATCH ? ORDER BY rowid';
          expect(rows(db, match, surname), name).toEqual(rows(reference, match, surname));
        }
        const vocabulary = 'SELECT term, doc_count, phonetic FROM name_vocab ORDER BY term';
        expect(rows(db, vocabulary)).toEqual(rows(reference, vocabulary));
        // The child tables' statistics come from the side file: as the generator's, a whole ANALYZE's.
        const stats = `SELECT tbl, idx, stat FROM sqlite_stat1 WHERE tbl IN (${CHILD_TABLES.map((t) => `'${t}'`)}, 'companies') ORDER BY tbl, idx`;
        expect(rows(db, stats)).toEqual(rows(reference, stats));
        expect(lines.at(-1)).toMatch(/^Local search index built in/);
      } finally {
        db.close();
      }
      expect(readdirSync(install.dataDir)).toEqual([INDEX_FILE]);
    } finally {
      await pools.close();
    }
  });

  it('reads both threads from one replica when replicas are configured', async () => {
    const replica = await onReplica(install.target.url);
    const pools = createPools(install.target.url, [replica]);
    const dir = `${install.dataDir}/from-replica`;
    try {
      const { db } = await build(pools, dir);
      try {
        for (const table of ['companies', ...CHILD_TABLES]) {
          const count = `SELECT count(*) FROM ${table}`;
          expect(rows(db, count), table).toEqual(rows(reference, count));
        }
      } finally {
        db.close();
      }
    } finally {
      await pools.close();
    }
  });

  it('fails whole when the side thread fails, leaves no build file, and builds at the next start', async () => {
    const admin = new pg.Client({ connectionString: install.target.url });
    await admin.connect();
    const pools = createPools(install.target.url, []);
    const dir = `${install.dataDir}/after-failure`;
    try {
      // Only the side thread reads company_events: it fails while this thread copies the companies.
      await admin.query('ALTER TABLE company_events RENAME TO company_events_away');
      await expect(build(pools, dir)).rejects.toThrow(/company_events/);
      expect(readdirSync(dir)).toEqual([]);
      await admin.query('ALTER TABLE company_events_away RENAME TO company_events');
      const { db } = await build(pools, dir);
      const count = 'SELECT count(*) FROM company_events';
      expect(rows(db, count)).toEqual(rows(reference, count));
      db.close();
      expect(readdirSync(dir)).toEqual([INDEX_FILE]);
    } finally {
      await admin.end();
      await pools.close();
    }
  });
});
