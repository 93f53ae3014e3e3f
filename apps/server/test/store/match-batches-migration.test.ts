/**
 * Account migration 020 (docs/decisions/209): a job that was running when the server was
 * upgraded gets batches over its rows not yet matched, and a runner of the new version finishes
 * it; a job already done gets none. On both engines.
 */
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountMigrations } from '../../src/store/sql/account-migrations';
import { createAccountStore } from '../../src/store/sql/account-store';
import type { Engine } from '../../src/store/sql/query-layer';
import { withPostgresAccountDb, withSqliteAccountDb } from './account-dbs';
import { newUser } from './account-store-helpers';

const ROWS = 250;
/** Rows matched before the upgrade: 1–30 and 101–110. */
const matchedBefore = (row: number) => row <= 30 || (row > 100 && row <= 110);

/** Migrates `db` to 019, writes a running and a finished job the way that version did, then migrates on. */
async function upgradeWithJobs(db: Kysely<unknown>, engine: Engine) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => accountMigrations(engine) },
    migrationTableName: 'account_migrations',
    migrationLockTableName: 'account_migrations_lock',
  });
  expect((await migrator.migrateTo('019_queued_operator_mails')).error).toBeUndefined();
  const store = createAccountStore(db as never, engine, async () => {});
  await store.users.create(newUser('u-upgrade'));
  for (const [jobId, status] of [
    ['job-running', 'running'],
    ['job-done', 'done'],
  ] as const) {
    await sql`INSERT INTO match_jobs (job_id, user_id, file_name, status, columns, mapping, lang, row_count,
                done_rows, created_at, updated_at, lease_until)
              VALUES (${jobId}, 'u-upgrade', 'alt.csv', ${status}, '["Firma"]', '{"name":0}', 'de', ${ROWS},
                ${status === 'done' ? ROWS : 40}, 1, 1, 5)`.execute(db);
    for (let row = 1; row <= ROWS; row++) {
      const state = status === 'done' || matchedBefore(row) ? 'none' : null;
      await sql`INSERT INTO match_job_rows (job_id, row_no, input, state, reviewed, candidates)
                VALUES (${jobId}, ${row}, ${JSON.stringify([`Firma ${row}`])}, ${state}, 0,
                  ${state === null ? null : '[]'})`.execute(db);
    }
  }
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  return store;
}

async function expectBatchesAndFinish(db: Kysely<unknown>, engine: Engine) {
  const store = await upgradeWithJobs(db, engine);
  const { rows } = await sql<{ job_id: string; first_row: number; last_row: number }>`
    SELECT job_id, first_row, last_row FROM match_job_batches ORDER BY job_id, first_row`.execute(db);
  expect(rows.map((row) => [row.job_id, Number(row.first_row), Number(row.last_row)])).toEqual([
    ['job-running', 31, 100],
    ['job-running', 111, 200],
    ['job-running', 201, 250],
  ]);
  const pending: number[] = [];
  for (;;) {
    const batch = await store.matchJobs.claimBatch(1_000, 60_000);
    if (!batch) break;
    pending.push(...batch.rows.map((row) => row.row_no));
    await store.matchJobs.saveBatch(
      { job_id: batch.job.job_id, first_row: batch.first_row, lease_until: batch.lease_until },
      batch.rows.map((row) => ({ row_no: row.row_no, state: 'none', company_id: null, candidates: [] })),
      1_000,
    );
  }
  expect(pending).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1).filter((row) => !matchedBefore(row)));
  expect(await store.matchJobs.get('u-upgrade', 'job-running')).toMatchObject({
    status: 'done',
    done_rows: ROWS,
  });
}

describe('account migration 020: the batches of a job running at the upgrade', () => {
  it('on SQLite', () => withSqliteAccountDb((db) => expectBatchesAndFinish(db, 'sqlite')));

  it('on PostgreSQL', () => withPostgresAccountDb((db) => expectBatchesAndFinish(db, 'postgres')));
});
