/** Account mails the server owes a user; each is written before the request that owes it is answered. */
export type MailJobKind =
  | 'verification'
  | 'already-registered'
  | 'reset'
  // Privacy requests (docs/decisions/172): the confirmation and the outcome, read from the request.
  | 'privacy-received'
  | 'privacy-decided'
  // A webhook kept failing and was paused (docs/decisions/143): read from the owner's hooks.
  | 'webhook-paused'
  // The console's inbox (docs/decisions/177): an operator's reply, read from the message.
  | 'message-reply'
  // An issue report decided in the console (docs/decisions/197): read from the report.
  | 'report-decided'
  // A contact or support message, forwarded to OPERATOR_EMAIL (docs/decisions/197): read from the message.
  | 'message-received';

export interface MailJob {
  job_id: number;
  kind: MailJobKind;
  /** The address the request named; the account behind it is looked up when the mail is sent. */
  email: string;
  lang: 'de' | 'en';
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * A durable queue of account mails, shared by every server process: a mail acknowledged to a
 * user survives a killed process. A claimed job is leased; if its process dies before `done`,
 * the lease runs out and another process sends it (at least once, never lost).
 */
export interface MailJobRepository {
  add(job: Pick<MailJob, 'kind' | 'email' | 'lang'>, now: number): Promise<void>;
  /** Leases the oldest due job with fewer than `maxAttempts` attempts until `now + leaseMs`; null when none is due. */
  claim(now: number, leaseMs: number, maxAttempts: number): Promise<MailJob | null>;
  /** Its mail went out, or none was needed: the job is removed. */
  done(jobId: number): Promise<void>;
  /** An attempt failed: due again at `retryAt`; `error` is kept for the operator. */
  failed(jobId: number, retryAt: number, error: string): Promise<void>;
  /** Jobs still owed (given-up ones included), for the operator and tests. */
  pending(): Promise<number>;
}
