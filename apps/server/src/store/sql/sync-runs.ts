/**
 * The sync's runs and lease (store/types/sync.ts), one implementation for both engines through
 * Kysely (docs/decisions/122). Times are ISO 8601 strings in UTC on both engines, so that the
 * lease's expiry compares as text.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DownloadValidators, SyncOutcome, SyncRun, SyncSourceName, SyncStore } from '../types';
import type { SyncRunsTable, SyncTables } from './tables';

/** One lease for all sources: two imports into one store at once would only slow each other. */
const LEASE = 'sync';

function parseValidators(text: string | null): DownloadValidators | null {
  if (!text) return null;
  const value = JSON.parse(text) as Partial<DownloadValidators>;
  return { etag: value.etag ?? null, lastModified: value.lastModified ?? null, size: value.size ?? null };
}

function toRun(row: Selectable<SyncRunsTable>): SyncRun {
  return {
    runId: Number(row.run_id),
    source: row.source as SyncSourceName,
    kind: row.kind === 'delta' ? 'delta' : 'full',
    deltaWindow: row.delta_window,
    outcome: row.outcome as SyncOutcome,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    publishedAt: row.published_at,
    holder: row.holder,
    bytes: Number(row.bytes),
    rowsRead: Number(row.rows_read),
    rowsKept: Number(row.rows_kept),
    created: Number(row.created),
    changed: Number(row.changed),
    unchanged: Number(row.unchanged),
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    error: row.error,
    validators: parseValidators(row.validators),
  };
}

/**
 * The sync store on a Kysely instance. `fail` turns a driver error into the error callers see
 * (on PostgreSQL: a lost database becomes the 503 the UI translates); `close` releases what
 * the caller opened for this store alone.
 */
export function createSyncStore(
  db: Kysely<SyncTables>,
  fail: (error: unknown) => never,
  close: () => Promise<void> = async () => {},
): SyncStore {
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      return fail(error);
    }
  };
  const expiry = (now: Date, ttlMs: number) => new Date(now.getTime() + ttlMs).toISOString();
  return {
    startRun: (start) =>
      guarded(async () => {
        const row = await db
          .insertInto('sync_runs')
          .values({
            source: start.source,
            kind: start.kind,
            delta_window: start.deltaWindow,
            outcome: 'running',
            started_at: start.startedAt,
            holder: start.holder,
            bytes: 0,
            rows_read: 0,
            rows_kept: 0,
            created: 0,
            changed: 0,
            unchanged: 0,
          })
          .returning('run_id')
          .executeTakeFirstOrThrow();
        return Number(row.run_id);
      }),
    finishRun: (runId, result) =>
      guarded(async () => {
        await db
          .updateTable('sync_runs')
          .set({
            outcome: result.outcome,
            finished_at: result.finishedAt,
            published_at: result.publishedAt,
            bytes: result.bytes,
            rows_read: result.rowsRead,
            rows_kept: result.rowsKept,
            created: result.created,
            changed: result.changed,
            unchanged: result.unchanged,
            duration_ms: result.durationMs,
            error: result.error,
            validators: result.validators ? JSON.stringify(result.validators) : null,
          })
          .where('run_id', '=', runId)
          .execute();
      }),
    failUnfinished: (error, finishedAt) =>
      guarded(async () => {
        const result = await db
          .updateTable('sync_runs')
          .set({ outcome: 'failed', finished_at: finishedAt, error })
          .where('outcome', '=', 'running')
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      }),
    recentRuns: (limit, source) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('sync_runs')
          .selectAll()
          .$if(source !== undefined, (query) => query.where('source', '=', source!))
          .orderBy('run_id', 'desc')
          .limit(limit)
          .execute();
        return rows.map(toRun);
      }),
    lastRun: (source, outcomes) =>
      guarded(async () => {
        const row = await db
          .selectFrom('sync_runs')
          .selectAll()
          .where('source', '=', source)
          .where('outcome', 'in', [...outcomes])
          .orderBy('run_id', 'desc')
          .limit(1)
          .executeTakeFirst();
        return row ? toRun(row) : null;
      }),
    runCounts: () =>
      guarded(async () => {
        const rows = await db
          .selectFrom('sync_runs')
          .select(['source', 'outcome', db.fn.countAll<number>().as('runs')])
          .where('outcome', '!=', 'running')
          .groupBy(['source', 'outcome'])
          .execute();
        return rows.map((row) => ({
          source: row.source as SyncSourceName,
          outcome: row.outcome as SyncOutcome,
          runs: Number(row.runs),
        }));
      }),
    knownLeis: () =>
      guarded(async () => {
        const rows = await db
          .selectFrom('company_identity')
          .select('lei')
          .where('lei', 'is not', null)
          .execute();
        return new Set(rows.map((row) => row.lei!));
      }),
    acquireLease: (holder, now, ttlMs) =>
      guarded(async () => {
        const result = await db
          .insertInto('sync_lease')
          .values({ name: LEASE, holder, expires_at: expiry(now, ttlMs) })
          .onConflict((conflict) =>
            conflict
              .column('name')
              .doUpdateSet({ holder, expires_at: expiry(now, ttlMs) })
              .where((eb) =>
                eb.or([
                  eb('sync_lease.expires_at', '<', now.toISOString()),
                  eb('sync_lease.holder', '=', holder),
                ]),
              ),
          )
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      }),
    takeOverLease: (previous, holder, now, ttlMs) =>
      guarded(async () => {
        const result = await db
          .updateTable('sync_lease')
          .set({ holder, expires_at: expiry(now, ttlMs) })
          .where('name', '=', LEASE)
          .where('holder', '=', previous)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      }),
    renewLease: (holder, now, ttlMs) =>
      guarded(async () => {
        const result = await db
          .updateTable('sync_lease')
          .set({ expires_at: expiry(now, ttlMs) })
          .where('name', '=', LEASE)
          .where('holder', '=', holder)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      }),
    releaseLease: (holder) =>
      guarded(async () => {
        await db.deleteFrom('sync_lease').where('name', '=', LEASE).where('holder', '=', holder).execute();
      }),
    leaseHolder: (now) =>
      guarded(async () => {
        const row = await db
          .selectFrom('sync_lease')
          .select('holder')
          .where('name', '=', LEASE)
          .where('expires_at', '>=', now.toISOString())
          .executeTakeFirst();
        return row?.holder ?? null;
      }),
    close,
  };
}
