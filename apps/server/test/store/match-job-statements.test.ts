/**
 * A batch's results are written by one statement, whatever their number, and an upload's rows by
 * one statement per UPLOAD_CHUNK_ROWS with a turn of the event loop between two (docs/decisions/209,
 * 2026-11-30): built row by row or in 500-row INSERTs, the query builder compiled and ran them one
 * after another in one turn of the event loop, and the 10,000 rows of a file in one statement held
 * a worker's loop for 76 ms. The rows read back as written, and a
 * job's counts by state read an index alone. On both engines, through a query builder that
 * counts the statements it runs.
 */
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs } from 'kysely';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountMigrations } from '../../src/store/sql/account-migrations';
import { createAccountStore } from '../../src/store/sql/account-store';
import { UPLOAD_CHUNK_ROWS } from '../../src/store/sql/match-jobs';
import type { Engine } from '../../src/store/sql/query-layer';
import type { MatchRowResult } from '../../src/store/types';
import { withPostgresAccountDb, withSqliteAccountDb } from './account-dbs';
import { newUser } from './account-store-helpers';

/** More rows than one INSERT of the former upload took (500). */
const ROWS = 1_234;

/** Counts the statements run through the query builder it is added to. */
function statementCounter() {
  let count = 0;
  const run: PluginTransformQueryArgs[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      count++;
      run.push(args);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    plugin,
    /** The statements run so far, oldest first. */
    run: () => run,
    /** Statements run by `work`. */
    async during(work: () => Promise<unknown>): Promise<number> {
      const before = count;
      await work();
      return count - before;
    },
  };
}

/** Cells that JSON and CSV both make hard: quotes, separators, a line break, umlauts, control characters. */
const cells = (row: number) => [
  `Müller & Söhne "${row}"`,
  `a;b,c\n${row}`,
  row % 7 === 0 ? '' : `\u0001${row}\\`,
];

const result = (row: number, candidates: number): MatchRowResult => ({
  row_no: row,
  state: candidates === 0 ? 'none' : row % 2 === 0 ? 'matched' : 'review',
  company_id: candidates > 0 && row % 2 === 0 ? 9_000_000 + row : null,
  candidates: Array.from({ length: candidates }, (_, i) => ({
    company_id: 9_000_000 + row + i,
    company_name: `Firma „${row}" ${i}`,
    score: 1 / (row + i + 3),
    match: i === 0 && row % 2 === 0,
    city: i === 1 ? null : 'Wien',
    register_number: 'FN 123456a',
    reasons: ['Name: typo-tolerant match 0.92', 'Postleitzahl: gleich'],
  })),
});

async function expectOneStatementEach(
  db: Kysely<unknown>,
  engine: Engine,
  plan?: (sql: string, parameters: readonly unknown[]) => string[],
) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => accountMigrations(engine) },
    migrationTableName: 'account_migrations',
    migrationLockTableName: 'account_migrations_lock',
  });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const counter = statementCounter();
  const store = createAccountStore(db.withPlugin(counter.plugin) as never, engine, async () => {});
  await store.users.create(newUser('u-statements'));
  const job = (jobId: string) => ({
    job_id: jobId,
    user_id: 'u-statements',
    file_name: 'liste.csv',
    columns: ['Firma', 'Ort', 'Notiz'],
    mapping: { name: 0 },
    lang: 'de' as const,
    created_at: 1,
  });
  const rows = Array.from({ length: ROWS }, (_, i) => cells(i + 1));

  // An upload of 1,234 rows runs one statement more per UPLOAD_CHUNK_ROWS rows than one of one row.
  const small = await counter.during(() => store.matchJobs.create(job('job-small'), [cells(1)]));
  const large = await counter.during(() => store.matchJobs.create(job('job-large'), rows));
  expect(large).toBe(small + Math.ceil(ROWS / UPLOAD_CHUNK_ROWS) - 1);
  const written = await store.matchJobs.rows('job-large', undefined, 0, ROWS);
  expect(written.total).toBe(ROWS);
  expect(written.rows.map((row) => row.input)).toEqual(rows);
  expect(written.rows.map((row) => row.row_no)).toEqual(rows.map((_, i) => i + 1));

  // Between two chunks the event loop turns; a reader meanwhile sees the job whole or not at all.
  const writing = store.matchJobs.create(job('job-turns'), rows);
  let stored = false;
  void writing.then(() => {
    stored = true;
  });
  const seen: number[] = [];
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    if (stored) break;
    seen.push((await store.matchJobs.rows('job-turns', undefined, 0, 1)).total);
  }
  await writing;
  expect(seen.length).toBeGreaterThan(0);
  for (const total of seen) expect([0, ROWS]).toContain(total);

  // A batch's save of one row and of a full batch run as many statements.
  expect(await store.matchJobs.start('u-statements', 'job-large', { name: 0 }, 2)).toBe('started');
  const first = await store.matchJobs.claimBatch(3, 60_000);
  const second = await store.matchJobs.claimBatch(3, 60_000);
  if (!first || !second) throw new Error('two batches expected');
  const one = [result(first.rows[0]!.row_no, 3)];
  const full = second.rows.map((row, i) => result(row.row_no, i % 6));
  const lease = (batch: typeof first) => ({
    job_id: 'job-large',
    first_row: batch.first_row,
    lease_until: batch.lease_until,
  });
  const savedOne = await counter.during(() => store.matchJobs.saveBatch(lease(first), one, 4));
  const savedFull = await counter.during(() => store.matchJobs.saveBatch(lease(second), full, 4));
  expect(savedFull).toBe(savedOne);
  const page = await store.matchJobs.rows('job-large', undefined, 0, 2 * full.length);
  const read = new Map(page.rows.map((row) => [row.row_no, row]));
  for (const expected of [...one, ...full])
    expect(read.get(expected.row_no)).toMatchObject({
      state: expected.state,
      company_id: expected.company_id,
      candidates: expected.candidates,
    });
  // A batch saved is no longer anyone's: a second save writes and counts nothing.
  expect(await store.matchJobs.saveBatch(lease(second), full, 5)).toBe('lost');
  const { done_rows: done } = (await store.matchJobs.get('u-statements', 'job-large')) ?? {};
  expect(done).toBe(one.length + full.length);

  // The counts by state, asked with every look at a job's progress, read an index alone.
  expect(await store.matchJobs.counts('job-large')).toEqual({
    matched: [...one, ...full].filter((r) => r.state === 'matched').length,
    review: [...one, ...full].filter((r) => r.state === 'review').length,
    none: [...one, ...full].filter((r) => r.state === 'none').length,
  });
  if (!plan) return;
  // Only the statements asserted on are planned (others bind values only the store's driver converts).
  const plans = counter
    .run()
    .map((statement) => db.getExecutor().compileQuery(statement.node, statement.queryId))
    .filter((compiled) => /group by|update match_job_rows/i.test(compiled.sql))
    .map((compiled) => ({ sql: compiled.sql, plan: plan(compiled.sql, compiled.parameters).join(' | ') }));
  const counts = plans.filter((statement) => /group by/i.test(statement.sql));
  expect(counts.at(-1)?.plan).toContain('COVERING INDEX match_job_rows_by_state');
  // The results are joined to the rows by their key, the array read once: joined the other
  // way round, SQLite read every row of the job and the whole array again for each.
  const writes = plans.filter((statement) => /update match_job_rows/i.test(statement.sql));
  expect(writes.length).toBeGreaterThan(0);
  for (const write of writes) {
    expect(write.plan).toMatch(
      /SCAN r \| SEARCH match_job_rows USING .*INDEX \w+ \(job_id=\? AND .*row_no=\?\)$/,
    );
    expect(write.plan).not.toContain('SCAN match_job_rows');
  }
}

describe('a matching job writes its rows and a batch its results in one statement', () => {
  it('on SQLite', () =>
    withSqliteAccountDb((db, file) =>
      expectOneStatementEach(db, 'sqlite', (sql, parameters) =>
        (file.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[]).map(
          (step) => step.detail,
        ),
      ),
    ));

  // PostgreSQL plans a table this small by reading it whole; its plan is not asserted.
  it('on PostgreSQL', () => withPostgresAccountDb((db) => expectOneStatementEach(db, 'postgres')));
});
