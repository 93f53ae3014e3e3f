import type { MatchJobCandidate, MatchMapping, MatchRowState } from '@fd/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { nextTurn } from '../../runtime/budget';
import type { MatchJobRecord, MatchJobRepository, MatchJobRowRecord, MatchRowResult } from '../types';
import { changed, counted, type Engine } from './query-layer';
import type { AccountTables, MatchJobRowsTable, MatchJobsTable } from './tables';

/** Batches per INSERT of a started job (4 values each): far below either engine's parameter limit. */
const INSERT_ROWS = 500;
/**
 * Rows of a job one process leases and matches at a time (docs/decisions/209): about 0.7 s of
 * one core at 250,000 companies, 2.7 s at 3.6M, far inside the lease; the last batch of a job
 * is the time one process works alone at the end.
 */
export const MATCH_BATCH_ROWS = 100;
const ACTIVE = ['queued', 'running'] as const;

function record(row: Selectable<MatchJobsTable>): MatchJobRecord {
  return {
    job_id: row.job_id,
    user_id: row.user_id,
    file_name: row.file_name,
    status: row.status,
    columns: JSON.parse(row.columns) as string[],
    mapping: JSON.parse(row.mapping) as MatchMapping,
    lang: row.lang,
    row_count: Number(row.row_count),
    done_rows: Number(row.done_rows),
    created_at: Number(row.created_at),
  };
}

function rowRecord(row: Selectable<MatchJobRowsTable>): MatchJobRowRecord {
  return {
    row_no: Number(row.row_no),
    input: JSON.parse(row.input) as string[],
    state: row.state,
    company_id: row.company_id === null ? null : Number(row.company_id),
    reviewed: Boolean(row.reviewed),
    candidates: row.candidates === null ? [] : (JSON.parse(row.candidates) as MatchJobCandidate[]),
  };
}

/** A started job's batches: row numbers 1..rows in ranges of MATCH_BATCH_ROWS, none leased. */
async function insertBatches(tx: Kysely<AccountTables>, jobId: string, rows: number): Promise<void> {
  const batches = [];
  for (let first = 1; first <= rows; first += MATCH_BATCH_ROWS)
    batches.push({
      job_id: jobId,
      first_row: first,
      last_row: Math.min(rows, first + MATCH_BATCH_ROWS - 1),
      lease_until: 0,
    });
  for (let from = 0; from < batches.length; from += INSERT_ROWS)
    await tx
      .insertInto('match_job_batches')
      .values(batches.slice(from, from + INSERT_ROWS))
      .execute();
}

/**
 * Rows of an upload per statement: each statement reads its rows from one JSON array
 * (docs/decisions/209). The 10,000 rows of a file in one statement held the event loop for
 * 76 ms (SQLite writing the table and its two indexes in one call); a tenth of that is one
 * turn's work.
 */
export const UPLOAD_CHUNK_ROWS = 1_000;

/**
 * An upload's rows, UPLOAD_CHUNK_ROWS to a statement with a turn of the event loop between two,
 * all inside the job's transaction: the job and its rows are stored whole or not at all, and no
 * other connection sees a part of them (on SQLite the process's other statements wait for the
 * one connection meanwhile, its event loop does not). Row n is the n-th of the rows.
 */
async function insertRows(
  tx: Kysely<AccountTables>,
  engine: Engine,
  jobId: string,
  rows: readonly string[][],
): Promise<void> {
  for (let from = 0; from < rows.length; from += UPLOAD_CHUNK_ROWS) {
    if (from > 0) await nextTurn();
    const json = JSON.stringify(rows.slice(from, from + UPLOAD_CHUNK_ROWS));
    await (engine === 'postgres'
      ? sql`INSERT INTO match_job_rows (job_id, row_no, input, reviewed)
            SELECT ${jobId}, e.n + ${from}, e.value::text, 0
              FROM json_array_elements(${json}::json) WITH ORDINALITY AS e(value, n)`
      : sql`INSERT INTO match_job_rows (job_id, row_no, input, reviewed)
            SELECT ${jobId}, e.key + 1 + ${from}, e.value, 0 FROM json_each(${json}) AS e`
    ).execute(tx);
  }
}

/**
 * A batch's results written in one statement from one JSON array, each row only while it has no
 * result (docs/decisions/209): one UPDATE per row were 100 statements compiled in one turn of
 * the event loop. The candidates travel as their JSON text, so that the column holds exactly
 * what `JSON.stringify` made of them. Returns the rows written.
 */
async function writeResults(
  tx: Kysely<AccountTables>,
  engine: Engine,
  jobId: string,
  results: readonly MatchRowResult[],
): Promise<number> {
  const json = JSON.stringify(
    results.map((result) => ({
      row_no: result.row_no,
      state: result.state,
      company_id: result.company_id,
      candidates: JSON.stringify(result.candidates),
    })),
  );
  const written = await (engine === 'postgres'
    ? sql`UPDATE match_job_rows AS m
             SET state = r.state, company_id = r.company_id, candidates = r.candidates
            FROM json_to_recordset(${json}::json)
                 AS r(row_no integer, state text, company_id bigint, candidates text)
           WHERE m.job_id = ${jobId} AND m.row_no = r.row_no AND m.state IS NULL`
    : // Materialized first: joined to json_each directly, SQLite read the job's rows by job_id
      // and the whole array again for each (1.3 s for 10,000 rows); this way it reads the
      // array once and each row by its key.
      sql`WITH r AS MATERIALIZED (
            SELECT json_extract(value, '$.row_no') AS row_no, json_extract(value, '$.state') AS state,
                   json_extract(value, '$.company_id') AS company_id,
                   json_extract(value, '$.candidates') AS candidates
              FROM json_each(${json}))
          UPDATE match_job_rows
             SET state = r.state, company_id = r.company_id, candidates = r.candidates
            FROM r
           WHERE match_job_rows.job_id = ${jobId} AND match_job_rows.row_no = r.row_no
             AND match_job_rows.state IS NULL`
  ).execute(tx);
  return changed(written);
}

export function createMatchJobRepository(db: Kysely<AccountTables>, engine: Engine): MatchJobRepository {
  const job = (jobId: string) => db.selectFrom('match_jobs').selectAll().where('job_id', '=', jobId);
  const hasActive = async (userId: string) =>
    (await db
      .selectFrom('match_jobs')
      .select('job_id')
      .where('user_id', '=', userId)
      .where('status', 'in', ACTIVE)
      .executeTakeFirst()) !== undefined;

  return {
    async create(input, rows) {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('match_jobs')
          .values({
            ...input,
            status: 'draft',
            columns: JSON.stringify(input.columns),
            mapping: JSON.stringify(input.mapping),
            row_count: rows.length,
            done_rows: 0,
            updated_at: input.created_at,
          })
          .execute();
        await insertRows(tx, engine, input.job_id, rows);
      });
    },
    list: async (userId, limit) =>
      (
        await db
          .selectFrom('match_jobs')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('job_id')
          .limit(limit)
          .execute()
      ).map(record),
    async get(userId, jobId) {
      const row = await job(jobId).where('user_id', '=', userId).executeTakeFirst();
      return row ? record(row) : null;
    },
    async counts(jobId) {
      const rows = await db
        .selectFrom('match_job_rows')
        .select((eb) => ['state', eb.fn.countAll().as('count')])
        .where('job_id', '=', jobId)
        .where('state', 'is not', null)
        .groupBy('state')
        .execute();
      const counts: Record<MatchRowState, number> = { matched: 0, review: 0, none: 0 };
      for (const row of rows) if (row.state) counts[row.state] = await counted(Promise.resolve(row));
      return counts;
    },
    async start(userId, jobId, mapping, now) {
      const current = await job(jobId).where('user_id', '=', userId).executeTakeFirst();
      if (!current) return 'not_found';
      if (current.status !== 'draft') return 'started_before';
      try {
        return await db.transaction().execute(async (tx) => {
          const result = await tx
            .updateTable('match_jobs')
            .set({ status: 'queued', mapping: JSON.stringify(mapping), updated_at: now })
            .where('job_id', '=', jobId)
            .where('status', '=', 'draft')
            .executeTakeFirst();
          if (changed(result) !== 1) return 'started_before';
          await insertBatches(tx, jobId, Number(current.row_count));
          return 'started';
        });
      } catch (error) {
        // The unique index on the user's active job refused it: another start won the race.
        if (await hasActive(userId)) return 'running';
        throw error;
      }
    },
    unstart: (jobId) =>
      db.transaction().execute(async (tx) => {
        await tx.updateTable('match_jobs').set({ status: 'draft' }).where('job_id', '=', jobId).execute();
        await tx.deleteFrom('match_job_batches').where('job_id', '=', jobId).execute();
      }),
    async claimBatch(now, leaseMs) {
      // A look without the write lock first: most calls are a process's poll that finds nothing.
      const due = await db
        .selectFrom('match_job_batches')
        .select('job_id')
        .where('lease_until', '<', now)
        .limit(1)
        .executeTakeFirst();
      if (!due) return null;
      // The oldest job's next free batch, then that batch by its key, in one transaction: on
      // PostgreSQL the read locks the batch alone and skips those another process is claiming,
      // so two processes claiming at the same moment take two batches of the same job.
      const batch = await db.transaction().execute(async (tx) => {
        const next = await tx
          .selectFrom('match_job_batches as b')
          .innerJoin('match_jobs as j', 'j.job_id', 'b.job_id')
          .select(['b.job_id', 'b.first_row'])
          .where('j.status', 'in', ACTIVE)
          .where('b.lease_until', '<', now)
          .orderBy('j.created_at')
          .orderBy('b.job_id')
          .orderBy('b.first_row')
          .limit(1)
          .$if(engine === 'postgres', (query) => query.forUpdate(['b']).skipLocked())
          .executeTakeFirst();
        if (!next) return undefined;
        return tx
          .updateTable('match_job_batches')
          .set({ lease_until: now + leaseMs })
          .where('job_id', '=', next.job_id)
          .where('first_row', '=', next.first_row)
          .returningAll()
          .executeTakeFirst();
      });
      if (!batch) return null;
      await db
        .updateTable('match_jobs')
        .set({ status: 'running', updated_at: now })
        .where('job_id', '=', batch.job_id)
        .where('status', '=', 'queued')
        .execute();
      const current = await job(batch.job_id).executeTakeFirst();
      if (!current) return null;
      const rows = await db
        .selectFrom('match_job_rows')
        .select(['row_no', 'input'])
        .where('job_id', '=', batch.job_id)
        .where('row_no', '>=', batch.first_row)
        .where('row_no', '<=', batch.last_row)
        .where('state', 'is', null)
        .orderBy('row_no')
        .execute();
      return {
        job: record(current),
        first_row: Number(batch.first_row),
        lease_until: Number(batch.lease_until),
        rows: rows.map((row) => ({ row_no: Number(row.row_no), input: JSON.parse(row.input) as string[] })),
      };
    },
    async renewBatch(lease, until) {
      // Never earlier than it was: a later claim's lease ends later than every lease before it.
      const renewed = { ...lease, lease_until: Math.max(until, lease.lease_until) };
      const result = await db
        .updateTable('match_job_batches')
        .set({ lease_until: renewed.lease_until })
        .where('job_id', '=', lease.job_id)
        .where('first_row', '=', lease.first_row)
        .where('lease_until', '=', lease.lease_until)
        .executeTakeFirst();
      return changed(result) === 1 ? renewed : null;
    },
    saveBatch: ({ job_id: jobId, first_row: firstRow, lease_until: leaseUntil }, results, now) =>
      db.transaction().execute(async (tx) => {
        // First the job's row: two processes saving batches of one job write one after the other
        // (a row lock on PostgreSQL, the file's write lock on SQLite), so the second sees the
        // first's batch gone and exactly one of them sees none left.
        const running = await tx
          .updateTable('match_jobs')
          .set({ updated_at: now })
          .where('job_id', '=', jobId)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (changed(running) !== 1) return 'stopped';
        // The batch is dropped only while this claim holds it, before anything is written: a
        // claim of another process in the meantime leased it until a later moment (on
        // PostgreSQL its row lock orders the two), and this save writes nothing.
        const held = await tx
          .deleteFrom('match_job_batches')
          .where('job_id', '=', jobId)
          .where('first_row', '=', firstRow)
          .where('lease_until', '=', leaseUntil)
          .executeTakeFirst();
        if (changed(held) !== 1) return 'lost';
        // Only rows not matched yet, as the claim read them.
        const written = await writeResults(tx, engine, jobId, results);
        const left = await tx
          .selectFrom('match_job_batches')
          .select('first_row')
          .where('job_id', '=', jobId)
          .limit(1)
          .executeTakeFirst();
        await tx
          .updateTable('match_jobs')
          .set((eb) => ({
            done_rows: eb('done_rows', '+', written),
            ...(left === undefined ? { status: 'done' as const } : {}),
          }))
          .where('job_id', '=', jobId)
          .execute();
        return left === undefined ? 'finished' : 'saved';
      }),
    async cancel(userId, jobId, now) {
      await db.transaction().execute(async (tx) => {
        const cancelled = await tx
          .updateTable('match_jobs')
          .set({ status: 'cancelled', updated_at: now })
          .where('job_id', '=', jobId)
          .where('user_id', '=', userId)
          .where('status', 'in', ['draft', ...ACTIVE])
          .executeTakeFirst();
        if (changed(cancelled) === 1)
          await tx.deleteFrom('match_job_batches').where('job_id', '=', jobId).execute();
      });
      const row = await job(jobId).where('user_id', '=', userId).executeTakeFirst();
      return row ? record(row) : null;
    },
    async review(jobId, rowNo, companyId, candidates) {
      const row = await db
        .updateTable('match_job_rows')
        .set({
          state: companyId === null ? 'none' : 'matched',
          company_id: companyId,
          reviewed: 1,
          candidates: JSON.stringify(candidates),
        })
        .where('job_id', '=', jobId)
        .where('row_no', '=', rowNo)
        .where('state', 'is not', null)
        .returningAll()
        .executeTakeFirst();
      return row ? rowRecord(row) : null;
    },
    async row(jobId, rowNo) {
      const row = await db
        .selectFrom('match_job_rows')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('row_no', '=', rowNo)
        .executeTakeFirst();
      return row ? rowRecord(row) : null;
    },
    async rows(jobId, state, offset, limit) {
      const selection = db
        .selectFrom('match_job_rows')
        .where('job_id', '=', jobId)
        .$if(state !== undefined, (query) => query.where('state', '=', state ?? 'none'));
      const total = await counted(
        selection.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      );
      const rows = await selection.selectAll().orderBy('row_no').offset(offset).limit(limit).execute();
      return { total, rows: rows.map(rowRecord) };
    },
  };
}
