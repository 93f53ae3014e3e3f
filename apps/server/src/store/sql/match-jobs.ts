import type { MatchJobCandidate, MatchMapping, MatchRowState } from '@fd/contract';
import type { Kysely, Selectable } from 'kysely';
import type { MatchJobRecord, MatchJobRepository, MatchJobRowRecord } from '../types';
import { atomically, changed, counted, type Engine } from './query-layer';
import type { AccountTables, MatchJobRowsTable, MatchJobsTable } from './tables';

/** Rows per INSERT of an upload: 3 values each, far below either engine's parameter limit. */
const INSERT_ROWS = 500;
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
            lease_until: 0,
          })
          .execute();
        for (let from = 0; from < rows.length; from += INSERT_ROWS)
          await tx
            .insertInto('match_job_rows')
            .values(
              rows.slice(from, from + INSERT_ROWS).map((cells, index) => ({
                job_id: input.job_id,
                row_no: from + index + 1,
                input: JSON.stringify(cells),
                reviewed: 0,
              })),
            )
            .execute();
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
        const result = await db
          .updateTable('match_jobs')
          .set({ status: 'queued', mapping: JSON.stringify(mapping), updated_at: now })
          .where('job_id', '=', jobId)
          .where('status', '=', 'draft')
          .executeTakeFirst();
        return changed(result) === 1 ? 'started' : 'started_before';
      } catch (error) {
        // The unique index on the user's active job refused it: another start won the race.
        if (await hasActive(userId)) return 'running';
        throw error;
      }
    },
    async unstart(jobId) {
      await db.updateTable('match_jobs').set({ status: 'draft' }).where('job_id', '=', jobId).execute();
    },
    async claim(now, leaseMs) {
      const claimed = await atomically(engine, db, (on) =>
        on
          .updateTable('match_jobs')
          .set({ status: 'running', lease_until: now + leaseMs, updated_at: now })
          .where('job_id', '=', (eb) =>
            eb
              .selectFrom('match_jobs')
              .select('job_id')
              .where('status', 'in', ACTIVE)
              .where('lease_until', '<', now)
              .orderBy('created_at')
              .limit(1)
              .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
          )
          .returningAll()
          .executeTakeFirst(),
      );
      return claimed ? record(claimed) : null;
    },
    pendingRows: async (jobId, limit) =>
      (
        await db
          .selectFrom('match_job_rows')
          .select(['row_no', 'input'])
          .where('job_id', '=', jobId)
          .where('state', 'is', null)
          .orderBy('row_no')
          .limit(limit)
          .execute()
      ).map((row) => ({ row_no: Number(row.row_no), input: JSON.parse(row.input) as string[] })),
    saveResults: (jobId, results, leaseUntil, now) =>
      db.transaction().execute(async (tx) => {
        const renewed = await tx
          .updateTable('match_jobs')
          .set((eb) => ({
            done_rows: eb('done_rows', '+', results.length),
            lease_until: leaseUntil,
            updated_at: now,
          }))
          .where('job_id', '=', jobId)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (changed(renewed) !== 1) return false;
        for (const result of results)
          await tx
            .updateTable('match_job_rows')
            .set({
              state: result.state,
              company_id: result.company_id,
              candidates: JSON.stringify(result.candidates),
            })
            .where('job_id', '=', jobId)
            .where('row_no', '=', result.row_no)
            .execute();
        return true;
      }),
    async finish(jobId, now) {
      await db
        .updateTable('match_jobs')
        .set({ status: 'done', lease_until: 0, updated_at: now })
        .where('job_id', '=', jobId)
        .where('status', '=', 'running')
        .execute();
    },
    async cancel(userId, jobId, now) {
      await db
        .updateTable('match_jobs')
        .set({ status: 'cancelled', lease_until: 0, updated_at: now })
        .where('job_id', '=', jobId)
        .where('user_id', '=', userId)
        .where('status', 'in', ['draft', ...ACTIVE])
        .execute();
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
