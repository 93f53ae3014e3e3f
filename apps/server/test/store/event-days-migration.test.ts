/**
 * Dataset migrations SQLite 015 and PostgreSQL 009 (docs/decisions/218): an existing dataset's
 * event effective dates, 'YYYY-MM-DD' text before, become day numbers in place, every other
 * column as it was, and the API reads the same events from it. On both engines.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayNumberOf } from '@fd/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SOURCE_CODES } from '../../src/store/event-codes';
import { toCompanyEvent } from '../../src/store/event-rows';
import {
  migrate as migratePostgres,
  DATASET_MIGRATIONS as PG_MIGRATIONS,
} from '../../src/store/postgres/database';
import {
  migrate as migrateSqlite,
  openDatabase,
  DATASET_MIGRATIONS as SQLITE_MIGRATIONS,
} from '../../src/store/sqlite/database';
import { ensureDatasetIndexes } from '../../src/store/sqlite/search-indexes';
import { createTestDatabase, type TestDatabase } from '../postgres';

/** Events as an older version wrote them: before 1970 too, where a day number is negative. */
const BEFORE = [
  {
    event_id: 1,
    company_id: 7,
    type: 1,
    effective_date: '1969-12-31',
    recorded_at: '1970-01-05',
    person: 'Anna Alt',
  },
  {
    event_id: 2,
    company_id: 7,
    type: 2,
    effective_date: '2024-02-29',
    recorded_at: '2024-03-01T10:00:00Z',
    person: null,
  },
  {
    event_id: 3,
    company_id: 9,
    type: 5,
    effective_date: '1970-01-01',
    recorded_at: '1970-01-01',
    person: null,
  },
];
const INSERT = `INSERT INTO company_events (event_id, company_id, type, effective_date, recorded_at, source, person)
  VALUES `;
const SOURCE = EVENT_SOURCE_CODES.generator;

const dirs: string[] = [];
/** A copy of `directory`'s migrations numbered below `version`. */
function migrationsBefore(directory: string, version: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'fd-event-days-'));
  dirs.push(dir);
  for (const file of readdirSync(directory))
    if (/^\d{3}_.+\.sql$/.test(file) && Number(file.slice(0, 3)) < version)
      copyFileSync(join(directory, file), join(dir, file));
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What the migrated rows must hold: the same events, the effective date as its day number. */
const expected = BEFORE.map((event) => ({ ...event, effective_date: dayNumberOf(event.effective_date) }));

describe('dataset migration SQLite 015: event days', () => {
  it('turns the text dates of an existing dataset into day numbers, the rest as it was', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-event-days-db-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'dataset.sqlite'));
    try {
      migrateSqlite(db, migrationsBefore(SQLITE_MIGRATIONS, 15));
      const columnsBefore = db.prepare("SELECT name FROM pragma_table_info('company_events')").pluck().all();
      const insert = db.prepare(`${INSERT}(?, ?, ?, ?, ?, ${SOURCE}, ?)`);
      for (const e of BEFORE)
        insert.run(e.event_id, e.company_id, e.type, e.effective_date, e.recorded_at, e.person);
      db.exec('ANALYZE');
      migrateSqlite(db);
      const rows = db
        .prepare(
          `SELECT event_id, company_id, type, effective_date, recorded_at, person, typeof(effective_date) AS kind
           FROM company_events ORDER BY event_id`,
        )
        .all() as Record<string, unknown>[];
      expect(rows.map(({ kind, ...row }) => row)).toEqual(expected);
      expect(rows.map((row) => row.kind)).toEqual(['integer', 'integer', 'integer']);
      expect(db.prepare("SELECT name FROM pragma_table_info('company_events')").pluck().all()).toEqual(
        columnsBefore,
      );
      const read = db.prepare('SELECT * FROM company_events ORDER BY event_id').all() as Record<
        string,
        unknown
      >[];
      expect(read.map((row) => toCompanyEvent(row).effective_date)).toEqual(
        BEFORE.map((e) => e.effective_date),
      );
      // Written as text now, a date would keep text affinity: the column holds integers only.
      expect(
        db
          .prepare("SELECT type FROM pragma_table_info('company_events') WHERE name = 'effective_date'")
          .pluck()
          .get(),
      ).toBe('INTEGER');
      // The rebuilt table lost its statistics; opening the dataset rebuilds its indexes and
      // analyzes it again, so the planner reads the events as it did before.
      const statsOf = db
        .prepare("SELECT idx FROM sqlite_stat1 WHERE tbl = 'company_events' ORDER BY idx")
        .pluck();
      expect(statsOf.all()).toEqual([]);
      ensureDatasetIndexes(db);
      expect(statsOf.all()).toContain('company_events_by_type');
    } finally {
      db.close();
    }
  });
});

describe('dataset migration PostgreSQL 009: event days', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('turns the text dates of an existing dataset into day numbers, the rest as it was', async () => {
    await migratePostgres(pool, migrationsBefore(PG_MIGRATIONS, 9));
    for (const e of BEFORE)
      await pool.query(`${INSERT}($1, $2, $3, $4, $5, ${SOURCE}, $6)`, [
        e.event_id,
        e.company_id,
        e.type,
        e.effective_date,
        e.recorded_at,
        e.person,
      ]);
    await migratePostgres(pool);
    const { rows } = await pool.query(
      `SELECT event_id::int, company_id, type::int, effective_date, recorded_at, person
       FROM company_events ORDER BY event_id`,
    );
    expect(rows).toEqual(expected);
    const { rows: columns } = await pool.query(
      `SELECT data_type FROM information_schema.columns
       WHERE table_name = 'company_events' AND column_name = 'effective_date'`,
    );
    expect(columns).toEqual([{ data_type: 'integer' }]);
    const { rows: read } = await pool.query('SELECT * FROM company_events ORDER BY event_id');
    expect(read.map((row) => toCompanyEvent(row).effective_date)).toEqual(
      BEFORE.map((e) => e.effective_date),
    );
  });
});
