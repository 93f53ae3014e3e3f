import { type Migration, sql } from 'kysely';
import { type Db, dialect } from './account-dialect';
import type { Engine } from './query-layer';

/**
 * 020: a matching job's rows are leased in batches, so that every server process can work on
 * the same job (docs/decisions/209, 2026-11-30). A batch is a range of row numbers that exists
 * while its job is queued or running and has rows of it not yet matched; its lease says until
 * when a process has it. The job's own lease goes. A job queued or running at the upgrade gets
 * batches of 100 row numbers over its rows not yet matched (the batch size of that version).
 */
export function matchBatchesMigration(engine: Engine): Migration {
  const { epoch, keyed } = dialect(engine);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('match_job_batches')
        .addColumn('job_id', 'text', (c) => c.notNull().references('match_jobs.job_id').onDelete('cascade'))
        .addColumn('first_row', 'integer', (c) => c.notNull())
        .addColumn('last_row', 'integer', (c) => c.notNull())
        .addColumn('lease_until', epoch, (c) => c.notNull())
        .addPrimaryKeyConstraint('match_job_batches_pkey', ['job_id', 'first_row'])
        .$call(keyed)
        .execute();
      await db.schema
        .createIndex('match_job_batches_by_lease')
        .on('match_job_batches')
        .column('lease_until')
        .execute();
      await sql`
        INSERT INTO match_job_batches (job_id, first_row, last_row, lease_until)
        SELECT r.job_id, MIN(r.row_no), MAX(r.row_no), 0
          FROM match_job_rows r JOIN match_jobs j ON j.job_id = r.job_id
         WHERE j.status IN ('queued', 'running') AND r.state IS NULL
         GROUP BY r.job_id, (r.row_no - 1) / 100`.execute(db);
      await db.schema.alterTable('match_jobs').dropColumn('lease_until').execute();
    },
  };
}
