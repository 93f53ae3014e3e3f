/** Reads what an import wrote, straight from the record (the dataset file or PostgreSQL), for assertions. */

import { dayNumberOf, type EventType } from '@fd/contract';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/config';
import { EVENT_TYPE_CODES } from '../../src/store/event-codes';
import { openDatabase } from '../../src/store/sqlite/database';

export interface HistoryRow {
  company_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  source: string;
}

export interface DatasetRows {
  count(table: string): Promise<number>;
  companyOfSource(source: string, sourceId: string): Promise<number | null>;
  companiesNamed(names: string[]): Promise<number[]>;
  /** How many companies have 1, 2, … source records. */
  sourcesPerCompany(): Promise<Record<number, number>>;
  maxChange(): Promise<number>;
  /** Companies of the change-sequence entries after `changeId`. */
  changesSince(changeId: number): Promise<number[]>;
  /** History entries after the first `skip`, in order. */
  historySince(skip: number): Promise<HistoryRow[]>;
  /** Every event an import recorded, with the company of the change entry that recorded it. */
  eventChanges(): Promise<{ company_id: number; change_company_id: number | null }[]>;
  /** Companies with an event of one of `types` effective from `from` to `to`, ascending. */
  companiesWithEvents(types: EventType[], from: string, to: string): Promise<number[]>;
  /** Every event id in the feed's order: the histories (no change entry) first, then by change entry. */
  feedOrder(): Promise<number[]>;
  /** Everything an import writes, to compare before and after. */
  snapshot(): Promise<unknown>;
  close(): Promise<void>;
}

const SNAPSHOT = [
  'SELECT count(*) AS n, coalesce(max(company_id), 0) AS m FROM companies',
  'SELECT count(*) AS n, coalesce(max(change_id), 0) AS m FROM company_changes',
  'SELECT count(*) AS n, coalesce(max(history_id), 0) AS m FROM company_history',
  'SELECT count(*) AS n, count(DISTINCT fingerprint) AS m FROM company_sources',
  'SELECT count(*) AS n, count(DISTINCT company_id) AS m FROM representatives',
  'SELECT count(*) AS n, count(DISTINCT fingerprint) AS m FROM company_relationships',
  'SELECT count(*) AS n, count(DISTINCT company_key) AS m FROM company_keys',
  'SELECT count(*) AS n, coalesce(max(event_id), 0) AS m FROM company_events',
];

export async function datasetRows(target: DatabaseTarget): Promise<DatasetRows> {
  let all: <T>(sql: string, values?: unknown[]) => Promise<T[]>;
  let close: () => Promise<void>;
  if (target.kind === 'sqlite') {
    const db = openDatabase(target.path);
    all = async <T>(sql: string, values: unknown[] = []) =>
      db.prepare(sql.replace(/\$\d+/g, '?')).all(...values) as T[];
    close = async () => {
      db.close();
    };
  } else {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    // pool.end() resolves before its connections have closed; dropping the database then
    // terminates them, and an 'error' nobody listens to would end the test process.
    pool.on('error', () => {});
    all = async <T>(sql: string, values: unknown[] = []) => (await pool.query(sql, values)).rows as T[];
    close = () => pool.end();
  }
  const one = async (sql: string, values: unknown[] = []) => {
    const [row] = await all<Record<string, unknown>>(sql, values);
    return row ? Number(Object.values(row)[0]) : null;
  };
  return {
    count: async (table) => (await one(`SELECT count(*) FROM ${table}`))!,
    companyOfSource: (source, sourceId) =>
      one('SELECT company_id FROM company_sources WHERE source = $1 AND source_id = $2', [source, sourceId]),
    async companiesNamed(names) {
      const found: number[] = [];
      for (const name of names)
        found.push(
          ...(
            await all<{ company_id: number }>(
              'SELECT company_id FROM companies WHERE company_name = $1 AND company_id IN (SELECT company_id FROM company_identity)',
              [name],
            )
          ).map((r) => r.company_id),
        );
      return found;
    },
    async sourcesPerCompany() {
      const rows = await all<{ n: number; c: number }>(
        'SELECT n, count(*) AS c FROM (SELECT company_id, count(*) AS n FROM company_sources GROUP BY company_id) s GROUP BY n',
      );
      return Object.fromEntries(rows.map((row) => [Number(row.n), Number(row.c)]));
    },
    maxChange: async () => (await one('SELECT coalesce(max(change_id), 0) FROM company_changes'))!,
    async changesSince(changeId) {
      return (
        await all<{ company_id: number }>(
          // Company 0 is an import's closing entry (derived figures recomputed), no company.
          'SELECT company_id FROM company_changes WHERE change_id > $1 AND company_id <> 0 ORDER BY change_id',
          [changeId],
        )
      ).map((row) => row.company_id);
    },
    historySince: (skip) =>
      all<HistoryRow>(
        `SELECT company_id, field, old_value, new_value, source FROM company_history ORDER BY history_id LIMIT 100000 OFFSET ${Number(skip)}`,
      ),
    async eventChanges() {
      // Source code 1 is the generator (store/event-codes.ts): the dataset's own histories.
      const recorded = await all<{ company_id: number; change_company_id: number | null }>(
        `SELECT e.company_id, c.company_id AS change_company_id FROM company_events e
           LEFT JOIN company_changes c ON c.change_id = e.change_id WHERE e.source <> 1 ORDER BY e.event_id`,
      );
      return recorded.map((row) => ({
        company_id: Number(row.company_id),
        change_company_id: row.change_company_id === null ? null : Number(row.change_company_id),
      }));
    },
    async companiesWithEvents(types, from, to) {
      const codes = types.map((type) => EVENT_TYPE_CODES[type]).join(', ');
      const found = await all<{ company_id: number }>(
        `SELECT DISTINCT company_id FROM company_events
          WHERE type IN (${codes}) AND effective_date >= $1 AND effective_date <= $2 ORDER BY company_id`,
        [dayNumberOf(from), dayNumberOf(to)],
      );
      return found.map((row) => Number(row.company_id));
    },
    async feedOrder() {
      const rows = await all<{ event_id: number }>(
        'SELECT event_id FROM company_events ORDER BY coalesce(change_id, 0), event_id',
      );
      return rows.map((row) => Number(row.event_id));
    },
    async snapshot() {
      const result: unknown[] = [];
      for (const sql of SNAPSHOT) {
        const [row] = await all<Record<string, unknown>>(sql);
        result.push(Object.values(row!).map(Number));
      }
      return result;
    },
    close,
  };
}
