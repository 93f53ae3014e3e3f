import type { MailJob, MailJobRepository } from '../types';
import type { SqliteDatabase } from './database';

export function createMailJobRepository(db: SqliteDatabase): MailJobRepository {
  const add = db.prepare(
    'INSERT INTO mail_jobs (kind, email, lang, created_at, due_at) VALUES (@kind, @email, @lang, @now, @now)',
  );
  // One statement takes the write lock: two processes never lease the same job.
  const claim = db.prepare(`UPDATE mail_jobs SET attempts = attempts + 1, due_at = @leasedUntil
    WHERE job_id = (SELECT job_id FROM mail_jobs WHERE due_at <= @now AND attempts < @maxAttempts
                    ORDER BY job_id LIMIT 1)
    RETURNING job_id, kind, email, lang, attempts`);
  const done = db.prepare('DELETE FROM mail_jobs WHERE job_id = ?');
  const failed = db.prepare('UPDATE mail_jobs SET due_at = ?, last_error = ? WHERE job_id = ?');
  const pending = db.prepare('SELECT count(*) FROM mail_jobs').pluck();
  return {
    async add(job, now) {
      add.run({ ...job, now });
    },
    claim: async (now, leaseMs, maxAttempts) =>
      (claim.get({ now, leasedUntil: now + leaseMs, maxAttempts }) as MailJob | undefined) ?? null,
    async done(jobId) {
      done.run(jobId);
    },
    async failed(jobId, retryAt, error) {
      failed.run(retryAt, error.slice(0, 500), jobId);
    },
    pending: async () => pending.get() as number,
  };
}
