import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every account mail queued so far has been handed to the mailer. */
    accountMailsSent(): Promise<void>;
  }
}

export interface MailQueue {
  /** Runs `job` after the current request has been answered; a failure is logged, never answered. */
  enqueue(what: string, job: () => Promise<void>): void;
  /** Resolves when every queued job has finished (used on close). */
  idle(): Promise<void>;
}

/**
 * Account mails leave the request: its answer, and how long it takes, cannot depend on whether
 * a mail is sent or to whom. In this process's memory: a mail still queued when the process is
 * killed is lost, and its owner asks again (the answer told them a mail is on its way).
 */
export function createMailQueue(log: FastifyBaseLogger): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(what, job) {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((error: unknown) => log.error({ err: error, mail: what }, 'could not send account mail'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
