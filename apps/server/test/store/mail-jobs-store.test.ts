import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailJobRepository } from '../../src/store/types';
import { engines } from './engines';

const LEASE = 120_000;
const MAX = 3;

describe.each(engines)('mail jobs: $name', (engine) => {
  let jobs: MailJobRepository;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await engine.open();
    jobs = opened.stores.accounts.mailJobs;
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup());

  it('leases a job to one claimer; after the lease another takes it over; done removes it', async () => {
    const now = 1_000_000;
    await jobs.add({ kind: 'verification', email: 'a@example.at', lang: 'de' }, now);
    const first = await jobs.claim(now, LEASE, MAX);
    expect(first).toMatchObject({ kind: 'verification', email: 'a@example.at', lang: 'de', attempts: 1 });
    // Leased: nobody else gets it before the lease ends.
    expect(await jobs.claim(now + LEASE - 1, LEASE, MAX)).toBeNull();
    const takenOver = await jobs.claim(now + LEASE, LEASE, MAX);
    expect(takenOver).toMatchObject({ job_id: first!.job_id, attempts: 2 });
    await jobs.done(first!.job_id);
    expect(await jobs.pending()).toBe(0);
    expect(await jobs.claim(now + 10 * LEASE, LEASE, MAX)).toBeNull();
  });

  it('retries a failed job when it falls due, and gives up after the last attempt', async () => {
    const now = 2_000_000;
    await jobs.add({ kind: 'reset', email: 'b@example.at', lang: 'en' }, now);
    let at = now;
    for (let attempt = 1; attempt <= MAX; attempt++) {
      const job = await jobs.claim(at, LEASE, MAX);
      expect(job).toMatchObject({ kind: 'reset', attempts: attempt });
      await jobs.failed(job!.job_id, at + 1000, 'SMTP said no');
      expect(await jobs.claim(at + 999, LEASE, MAX)).toBeNull();
      at += 1000;
    }
    // Given up: it stays for the operator, but is not claimed again.
    expect(await jobs.claim(at + 10 * LEASE, LEASE, MAX)).toBeNull();
    expect(await jobs.pending()).toBe(1);
  });

  it('hands each job to exactly one of several claimers at the same moment, oldest first', async () => {
    const now = 3_000_000;
    const emails = Array.from({ length: 12 }, (_, i) => `c${i}@example.at`);
    for (const email of emails) await jobs.add({ kind: 'already-registered', email, lang: 'de' }, now);
    const claimed: string[] = [];
    const claimer = async () => {
      for (;;) {
        const job = await jobs.claim(now, LEASE, MAX);
        if (!job) return;
        claimed.push(job.email);
        await jobs.done(job.job_id);
      }
    };
    await Promise.all([claimer(), claimer(), claimer(), claimer()]);
    expect(claimed.sort()).toEqual([...emails].sort());
  });
});
