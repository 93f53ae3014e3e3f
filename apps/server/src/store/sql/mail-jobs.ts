import type { Kysely } from 'kysely';
import type { MailJobRepository } from '../types';
import { atomically, counted, type Engine, prepare } from './query-layer';
import type { AccountTables } from './tables';

export function createMailJobRepository(db: Kysely<AccountTables>, engine: Engine): MailJobRepository {
  // One statement leases the oldest due job. On PostgreSQL, SKIP LOCKED lets processes claiming
  // at the same moment take different jobs instead of waiting; SQLite writes one at a time anyway.
  const claim = prepare(db, (p: { now: number; leasedUntil: number; maxAttempts: number }) =>
    db
      .updateTable('mail_jobs')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), due_at: p.leasedUntil }))
      .where('job_id', '=', (eb) =>
        eb
          .selectFrom('mail_jobs')
          .select('job_id')
          .where('due_at', '<=', p.now)
          .where('attempts', '<', p.maxAttempts)
          .orderBy('job_id')
          .limit(1)
          .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .returning(['job_id', 'kind', 'email', 'lang', 'attempts']),
  );
  return {
    async add({ kind, email, lang }, now) {
      await db.insertInto('mail_jobs').values({ kind, email, lang, created_at: now, due_at: now }).execute();
    },
    claim: async (now, leaseMs, maxAttempts) =>
      (await atomically(engine, db, (on) => claim.run({ now, leasedUntil: now + leaseMs, maxAttempts }, on)))
        .rows[0] ?? null,
    done: async (jobId) => void (await db.deleteFrom('mail_jobs').where('job_id', '=', jobId).execute()),
    async failed(jobId, retryAt, error) {
      await db
        .updateTable('mail_jobs')
        .set({ due_at: retryAt, last_error: error.slice(0, 500) })
        .where('job_id', '=', jobId)
        .execute();
    },
    pending: () =>
      counted(
        db
          .selectFrom('mail_jobs')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ),
  };
}
