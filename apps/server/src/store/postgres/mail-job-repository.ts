import type { MailJob, MailJobRepository } from '../types';
import type { AccountSql } from './account-sql';

// SKIP LOCKED: processes claiming at the same moment take different jobs instead of waiting.
const CLAIM = `UPDATE mail_jobs SET attempts = attempts + 1, due_at = $2
  WHERE job_id = (SELECT job_id FROM mail_jobs WHERE due_at <= $1 AND attempts < $3
                  ORDER BY job_id LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING job_id, kind, email, lang, attempts`;

export function createMailJobRepository(sql: AccountSql): MailJobRepository {
  return {
    async add(job, now) {
      await sql.changes(
        'INSERT INTO mail_jobs (kind, email, lang, created_at, due_at) VALUES ($1, $2, $3, $4, $4)',
        [job.kind, job.email, job.lang, now],
      );
    },
    claim: (now, leaseMs, maxAttempts) => sql.row<MailJob>(CLAIM, [now, now + leaseMs, maxAttempts]),
    async done(jobId) {
      await sql.changes('DELETE FROM mail_jobs WHERE job_id = $1', [jobId]);
    },
    async failed(jobId, retryAt, error) {
      await sql.changes('UPDATE mail_jobs SET due_at = $2, last_error = $3 WHERE job_id = $1', [
        jobId,
        retryAt,
        error.slice(0, 500),
      ]);
    },
    pending: () => sql.value('SELECT count(*) FROM mail_jobs'),
  };
}
