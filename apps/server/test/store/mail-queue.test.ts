import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailQueue, MAIL_LEASE_MS } from '../../src/modules/mail/mail-queue';
import type { MailJob, MailJobRepository } from '../../src/store/types';
import { engines } from './engines';

const log = pino({ level: 'silent' });

describe('the account mail queue on the SQLite account store', () => {
  let jobs: MailJobRepository;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await engines[0]!.open();
    jobs = opened.stores.accounts.mailJobs;
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup());

  it('keeps a mail whose send failed and sends it when the retry falls due', async () => {
    let clock = 10_000_000;
    const sent: MailJob[] = [];
    let smtpUp = false;
    const queue = createMailQueue({
      jobs,
      log,
      now: () => clock,
      async send(job) {
        if (!smtpUp) throw new Error('connect ECONNREFUSED');
        sent.push(job);
      },
    });
    await queue.enqueue({ kind: 'reset', email: 'retry@example.at', lang: 'en' });
    await queue.idle();
    expect(sent).toEqual([]);
    expect(await jobs.pending()).toBe(1);

    smtpUp = true;
    await queue.idle();
    expect(sent).toEqual([]); // not due yet: the first retry waits a minute
    clock += 60_000;
    await queue.idle();
    expect(sent).toMatchObject([{ kind: 'reset', email: 'retry@example.at', attempts: 2 }]);
    expect(await jobs.pending()).toBe(0);
    await queue.close();
  });

  it('sends, from another process, a mail whose process died while sending it', async () => {
    let clock = 20_000_000;
    await jobs.add({ kind: 'verification', email: 'dead@example.at', lang: 'de' }, clock);
    // The dead process: it claimed the job and never finished.
    expect(await jobs.claim(clock, MAIL_LEASE_MS, 6)).not.toBeNull();
    const sent: string[] = [];
    const other = createMailQueue({
      jobs,
      log,
      now: () => clock,
      send: async (job) => void sent.push(job.email),
    });
    await other.idle();
    expect(sent).toEqual([]);
    clock += MAIL_LEASE_MS;
    await other.idle();
    expect(sent).toEqual(['dead@example.at']);
    await other.close();
  });
});
