import type { FastifyBaseLogger } from 'fastify';
import { createDrainLoop } from '../../runtime/drain-loop';
import type { MailJob, MailJobRepository } from '../../store/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every account mail due so far has been handed to the mailer (or has failed). */
    accountMailsSent(): Promise<void>;
  }
}

/** How long a process may take to send a claimed mail before another process may take it over. */
export const MAIL_LEASE_MS = 2 * 60_000;
/** Attempts before a mail is given up (it stays in the table, with its last error, for the operator). */
export const MAIL_MAX_ATTEMPTS = 6;
/** How often a process looks for mails that another, stopped process left behind, or that are due for a retry. */
const POLL_MS = 5_000;

/** 1 min, 2 min, 4 min … after a failed attempt. */
const retryDelay = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

export interface MailQueue {
  /** Stores the job (durable once this resolves) and has it sent soon after the answer. */
  enqueue(job: Pick<MailJob, 'kind' | 'email' | 'lang'>): Promise<void>;
  /** Resolves when no job is due and none is being sent (tests). */
  idle(): Promise<void>;
  /** Looks for due jobs every few seconds until `close`. */
  start(): void;
  /** Stops looking and waits for a send under way. */
  close(): Promise<void>;
}

/**
 * Account mails leave the request: its answer, and how long it takes, cannot depend on whether
 * a mail is sent or to whom, so every request that owes a mail writes one job, whatever the
 * outcome, and `send` decides later whether a mail goes out. Jobs live in the account store:
 * a process killed after the answer loses none (another process sends it once the lease ends).
 */
export function createMailQueue(deps: {
  jobs: MailJobRepository;
  send: (job: MailJob) => Promise<void>;
  log: FastifyBaseLogger;
  now?: () => number;
}): MailQueue {
  const now = deps.now ?? Date.now;
  async function deliver(job: MailJob): Promise<void> {
    try {
      await deps.send(job);
    } catch (error) {
      deps.log.error({ err: error, mail: job.kind, attempt: job.attempts }, 'could not send account mail');
      const reason = error instanceof Error ? error.message : String(error);
      await deps.jobs.failed(job.job_id, now() + retryDelay(job.attempts), reason);
      return;
    }
    await deps.jobs.done(job.job_id);
  }

  const loop = createDrainLoop({
    async next() {
      const job = await deps.jobs.claim(now(), MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS);
      if (job) await deliver(job);
      return job !== null;
    },
    // The store is unreachable: the jobs wait there, and the next look finds them.
    onError: (error) => deps.log.error({ err: error }, 'could not read the account mail queue'),
    pollMs: POLL_MS,
  });

  return {
    async enqueue(job) {
      await deps.jobs.add(job, now());
      setImmediate(() => void loop.drain());
    },
    idle: loop.drain,
    start: loop.start,
    close: loop.close,
  };
}
