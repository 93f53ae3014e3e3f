/**
 * A matching job's rows in batches that several processes lease (docs/decisions/209): runners
 * on one store, each standing for a server process, with a matcher that answers from the row's
 * own name, so that every written row shows which runner matched it.
 */
import type { MatchQuery, MatchResult } from '@fd/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMatchJobRunner, MATCH_JOB_LEASE_MS } from '../../src/modules/matching/jobs/runner';
import { MATCH_BATCH_ROWS } from '../../src/store/sql/match-jobs';
import type { AccountStore, MatchBatchSaved, MatchJobRepository } from '../../src/store/types';
import { newUser, useAccountStore } from './account-store-helpers';
import { engines } from './engines';

const log = pino({ level: 'silent' });
/** Three and a half batches: four batches, the last one short. */
const ROWS = Math.round(3.5 * MATCH_BATCH_ROWS);
/** What the company ids of a runner's answers start from, so that a row says who matched it. */
const RUNNER_IDS = { a: 1_000_000, b: 2_000_000 } as const;

type RunnerName = keyof typeof RUNNER_IDS;

/** A row's number from its one cell, "Firma 17". */
const rowOf = (query: MatchQuery) => Number(query.name?.replace('Firma ', ''));

/** The one candidate of row `row`: a match for even rows. */
const candidate = (row: number) => ({
  company_id: row,
  company_name: `Firma ${row}`,
  score: row % 2 === 0 ? 0.95 : 0.6,
  match: row % 2 === 0,
  reasons: [],
  legal_form: null,
  register_number: null,
  register_court: null,
  lei: null,
  vat_id: null,
  street: null,
  postcode: null,
  city: null,
  country: 'Germany',
  legal_status: 'active',
});

/** Resolves when `open` is called. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A stand-in matcher: the row's number plus the runner's base as the one candidate (a match for
 * even rows); `before` may hold a row back, as a process that is stopped or slow.
 */
function matcher(
  name: RunnerName,
  matched: { runner: RunnerName; row: number }[],
  before?: (row: number) => Promise<void>,
) {
  return {
    async matchOne(query: MatchQuery): Promise<MatchResult> {
      const row = rowOf(query);
      await before?.(row);
      matched.push({ runner: name, row });
      return { candidates: [{ ...candidate(row), company_id: RUNNER_IDS[name] + row }] };
    },
  };
}

describe.each(engines)('matching jobs in leased batches: $name', (engine) => {
  let store: AccountStore;
  useAccountStore(engine, (opened) => {
    store = opened;
  });
  let jobNo = 0;
  const owners = new Map<string, string>();
  /** The job as the API reads it. */
  const jobOf = async (jobId: string) => store.matchJobs.get(owners.get(jobId)!, jobId);

  /** A started job of ROWS rows ("Firma 1" …) of a user of its own; its id. */
  async function startedJob(rows = ROWS): Promise<string> {
    jobNo += 1;
    const userId = `u-batches-${jobNo}`;
    const jobId = `00000000-0000-4000-8000-${String(jobNo).padStart(12, '0')}`;
    await store.users.create(newUser(userId));
    await store.matchJobs.create(
      {
        job_id: jobId,
        user_id: userId,
        file_name: 'kunden.csv',
        columns: ['Firma'],
        mapping: {},
        lang: 'de',
        created_at: jobNo,
      },
      Array.from({ length: rows }, (_, i) => [`Firma ${i + 1}`]),
    );
    expect(await store.matchJobs.start(userId, jobId, { name: 0 }, jobNo)).toBe('started');
    owners.set(jobId, userId);
    return jobId;
  }

  /** Done, with every row counted once. */
  async function expectDone(jobId: string, rows = ROWS) {
    expect(await jobOf(jobId)).toMatchObject({ status: 'done', done_rows: rows });
  }

  /** The job's rows as the results table reads them, in its order. */
  async function written(jobId: string) {
    return (await store.matchJobs.rows(jobId, undefined, 0, 10 * ROWS)).rows;
  }

  /**
   * Every row matched once, by both runners, and written as the runner that matched it answered
   * (a match for even rows).
   */
  async function expectEachRowOnce(jobId: string, matched: { runner: RunnerName; row: number }[]) {
    expect(matched.map((m) => m.row).sort((x, y) => x - y)).toEqual(
      Array.from({ length: ROWS }, (_, i) => i + 1),
    );
    expect(new Set(matched.map((m) => m.runner))).toEqual(new Set(['a', 'b']));
    const rows = await written(jobId);
    expect(rows.map((row) => row.row_no)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    for (const row of rows) {
      const by = matched.find((m) => m.row === row.row_no)!.runner;
      expect(row.candidates[0]?.company_id, `row ${row.row_no}`).toBe(RUNNER_IDS[by] + row.row_no);
      expect(row.state).toBe(row.row_no % 2 === 0 ? 'matched' : 'review');
    }
  }

  /**
   * The repository with every save recorded, and after each the job's progress checked against
   * its rows: the done rows the API shows are the rows written, never more than the file has.
   */
  function recording(outcomes: MatchBatchSaved[]): MatchJobRepository {
    const jobs = store.matchJobs;
    return {
      ...jobs,
      async saveBatch(lease, results, now) {
        const saved = await jobs.saveBatch(lease, results, now);
        outcomes.push(saved);
        // Read in this order, while another runner may be saving: the done rows first, then the
        // rows written, which can only have grown meanwhile.
        const job = (await jobOf(lease.job_id))!;
        const counts = await jobs.counts(lease.job_id);
        expect(job.done_rows).toBeLessThanOrEqual(counts.matched + counts.review + counts.none);
        expect(counts.matched + counts.review + counts.none).toBeLessThanOrEqual(job.row_count);
        return saved;
      },
    };
  }

  it('lets two runners finish one job together: every row matched once, the results in row order', async () => {
    const jobId = await startedJob();
    const matched: { runner: RunnerName; row: number }[] = [];
    const outcomes: MatchBatchSaved[] = [];
    const jobs = recording(outcomes);
    // Neither runner matches a row before both hold a batch: both work on the job at once.
    const both = { a: gate(), b: gate() };
    const holding = (name: RunnerName) => async () => {
      both[name].open();
      await Promise.all([both.a.opened, both.b.opened]);
    };
    const runners = (['a', 'b'] as const).map((name) =>
      createMatchJobRunner({ jobs, matcher: matcher(name, matched, holding(name)), log, now: () => 10_000 }),
    );
    await Promise.all(runners.map((runner) => runner.idle()));

    await expectEachRowOnce(jobId, matched);
    expect(outcomes.filter((outcome) => outcome === 'finished')).toHaveLength(1);
    expect(outcomes).toHaveLength(Math.ceil(ROWS / MATCH_BATCH_ROWS));
    await expectDone(jobId);
    expect(await store.matchJobs.counts(jobId)).toEqual({ matched: ROWS / 2, review: ROWS / 2, none: 0 });
    expect(await store.matchJobs.claimBatch(10_000, MATCH_JOB_LEASE_MS)).toBeNull();
    await Promise.all(runners.map((runner) => runner.close()));
  });

  it('keeps a batch that takes longer than its lease with its runner: no row matched twice or lost', async () => {
    const jobId = await startedJob();
    // Every row takes 150 ms of the clock and a lease lasts 1 s: a batch takes 15 leases.
    const leaseMs = 1_000;
    let clock = 500_000;
    const matched: { runner: RunnerName; row: number }[] = [];
    const outcomes: MatchBatchSaved[] = [];
    const jobs = recording(outcomes);
    const slowRow = async () => {
      clock += 150;
      await new Promise((resolve) => setImmediate(resolve));
    };
    const runners = (['a', 'b'] as const).map((name) =>
      createMatchJobRunner({
        jobs,
        matcher: matcher(name, matched, slowRow),
        log,
        now: () => clock,
        leaseMs,
      }),
    );
    await Promise.all(runners.map((runner) => runner.idle()));

    await expectEachRowOnce(jobId, matched);
    expect(outcomes.filter((outcome) => outcome === 'lost')).toEqual([]);
    await expectDone(jobId);
    await Promise.all(runners.map((runner) => runner.close()));
  });

  it('renews a lease once a third of it has passed, not at every row', async () => {
    const jobId = await startedJob();
    // Every row takes a second of the clock: a batch of MATCH_BATCH_ROWS rows outlives its lease.
    let clock = 900_000;
    let renewals = 0;
    const jobs: MatchJobRepository = {
      ...store.matchJobs,
      renewBatch(lease, until) {
        renewals += 1;
        return store.matchJobs.renewBatch(lease, until);
      },
    };
    const matched: { runner: RunnerName; row: number }[] = [];
    const runner = createMatchJobRunner({
      jobs,
      matcher: matcher('a', matched, async () => {
        clock += 1_000;
      }),
      log,
      now: () => clock,
    });
    await runner.idle();

    await expectDone(jobId);
    // A renewal each 20 s of the clock (a third of the 60 s lease): 20 rows a renewal.
    const perRenewal = MATCH_JOB_LEASE_MS / 3 / 1_000;
    expect(renewals).toBeGreaterThan(0);
    expect(renewals).toBeLessThanOrEqual(Math.ceil(ROWS / perRenewal));
    await runner.close();
  });

  it('stops matching a batch whose job was cancelled meanwhile, at its next renewal', async () => {
    const jobId = await startedJob();
    const leaseMs = 1_000;
    let clock = 600_000;
    const matched: { runner: RunnerName; row: number }[] = [];
    const outcomes: MatchBatchSaved[] = [];
    const cancelAt = 10;
    const runner = createMatchJobRunner({
      jobs: recording(outcomes),
      matcher: matcher('a', matched, async (row) => {
        clock += 150;
        if (row === cancelAt) await store.matchJobs.cancel(owners.get(jobId)!, jobId, clock);
      }),
      log,
      now: () => clock,
      leaseMs,
    });
    await runner.idle();
    // The renewal due after the cancelled row finds the batch gone: at most the rows up to it.
    expect(matched.length).toBeLessThan(cancelAt + Math.ceil(leaseMs / 3 / 150) + 1);
    expect(outcomes).toEqual([]);
    expect(await jobOf(jobId)).toMatchObject({ status: 'cancelled', done_rows: 0 });
    await runner.close();
  });

  it('hands the batch of a runner stopped mid-batch to the other once its lease ends; the stopped one, back, stops', async () => {
    const jobId = await startedJob();
    let clock = 100_000;
    const matched: { runner: RunnerName; row: number }[] = [];
    const outcomes: MatchBatchSaved[] = [];
    const jobs = recording(outcomes);
    // Runner a stops in the middle of its first batch (a process that hangs or was killed).
    const stopped = gate();
    const reachedMiddle = gate();
    const middle = Math.floor(MATCH_BATCH_ROWS / 2);
    const a = createMatchJobRunner({
      jobs,
      matcher: matcher('a', matched, async (row) => {
        if (row !== middle) return;
        reachedMiddle.open();
        await stopped.opened;
      }),
      log,
      now: () => clock,
    });
    const b = createMatchJobRunner({ jobs, matcher: matcher('b', matched), log, now: () => clock });
    const aDone = a.idle();
    await reachedMiddle.opened;

    // Before the lease ends, b matches every other batch and leaves a's alone.
    await b.idle();
    expect(await jobOf(jobId)).toMatchObject({
      status: 'running',
      done_rows: ROWS - MATCH_BATCH_ROWS,
    });
    expect((await written(jobId)).filter((row) => row.state === null).map((row) => row.row_no)).toEqual(
      Array.from({ length: MATCH_BATCH_ROWS }, (_, i) => i + 1),
    );
    // Once it has ended, b takes the batch over and finishes the job.
    clock += MATCH_JOB_LEASE_MS + 1;
    await b.idle();
    expect(outcomes.filter((outcome) => outcome === 'finished')).toHaveLength(1);

    // a goes on where it stopped: it finishes the row under way, finds its lease gone and
    // stops, matching and saving nothing more.
    const saves = outcomes.length;
    stopped.open();
    await aDone;
    expect(outcomes).toHaveLength(saves);
    expect(matched.filter((m) => m.runner === 'a').map((m) => m.row)).toEqual(
      Array.from({ length: middle }, (_, i) => i + 1),
    );
    const rows = await written(jobId);
    expect(rows.every((row) => row.candidates[0]?.company_id === RUNNER_IDS.b + row.row_no)).toBe(true);
    await expectDone(jobId);
    await Promise.all([a.close(), b.close()]);
  });

  it('writes nothing of a runner whose batch was taken over, even when it saves before the new holder', async () => {
    const jobId = await startedJob();
    let clock = 200_000;
    const matched: { runner: RunnerName; row: number }[] = [];
    const outcomes: MatchBatchSaved[] = [];
    const jobs = recording(outcomes);
    const aStopped = gate();
    const aReachedLast = gate();
    const bStopped = gate();
    const bTookOver = gate();
    let takingOver = false;
    // a stops before the last row of its first batch; b, taking that batch over, before its first.
    const a = createMatchJobRunner({
      jobs,
      matcher: matcher('a', matched, async (row) => {
        if (row !== MATCH_BATCH_ROWS) return;
        aReachedLast.open();
        await aStopped.opened;
      }),
      log,
      now: () => clock,
    });
    const b = createMatchJobRunner({
      jobs,
      matcher: matcher('b', matched, async (row) => {
        if (!takingOver || row !== 1) return;
        bTookOver.open();
        await bStopped.opened;
      }),
      log,
      now: () => clock,
    });
    const aDone = a.idle();
    await aReachedLast.opened;
    await b.idle();
    clock += MATCH_JOB_LEASE_MS + 1;
    takingOver = true;
    const bDone = b.idle();
    await bTookOver.opened;
    // Both have the first batch now; a saves first, but the batch is b's: a writes nothing,
    // and b's save finishes the job (its batch was the last).
    aStopped.open();
    await aDone;
    expect(outcomes.at(-1)).toBe('lost');
    expect(await jobOf(jobId)).toMatchObject({ status: 'running', done_rows: ROWS - MATCH_BATCH_ROWS });
    bStopped.open();
    await bDone;

    expect(outcomes.slice(-2)).toEqual(['lost', 'finished']);
    const rows = await written(jobId);
    expect(rows).toHaveLength(ROWS);
    for (const row of rows)
      expect(row.candidates[0]?.company_id, `row ${row.row_no}`).toBe(RUNNER_IDS.b + row.row_no);
    await expectDone(jobId);
    await Promise.all([a.close(), b.close()]);
  });

  it('writes and counts the rows of a taken-over batch once, from its new holder, whichever saves first', async () => {
    const jobId = await startedJob();
    const now = 250_000;
    const result = (runner: RunnerName) => (row: { row_no: number }) => ({
      row_no: row.row_no,
      state: 'review' as const,
      company_id: null,
      candidates: [
        {
          company_id: RUNNER_IDS[runner] + row.row_no,
          company_name: `Firma ${row.row_no}`,
          score: 0.6,
          match: false,
          city: null,
          register_number: null,
          reasons: [],
        },
      ],
    });
    const slow = await store.matchJobs.claimBatch(now, MATCH_JOB_LEASE_MS);
    expect(await store.matchJobs.claimBatch(now + MATCH_JOB_LEASE_MS - 1, MATCH_JOB_LEASE_MS)).toMatchObject({
      first_row: MATCH_BATCH_ROWS + 1,
    });
    const taken = await store.matchJobs.claimBatch(now + MATCH_JOB_LEASE_MS + 1, MATCH_JOB_LEASE_MS);
    expect(taken?.first_row).toBe(slow?.first_row);
    expect(taken?.rows).toEqual(slow?.rows);
    expect(taken!.lease_until).toBeGreaterThan(slow!.lease_until);
    const lease = (batch: typeof slow) => ({
      job_id: jobId,
      first_row: batch!.first_row,
      lease_until: batch!.lease_until,
    });
    // The process it was taken from can neither renew it nor save it, before or after the taker.
    expect(await store.matchJobs.renewBatch(lease(slow), now + 3 * MATCH_JOB_LEASE_MS)).toBeNull();
    expect(await store.matchJobs.saveBatch(lease(slow), slow!.rows.map(result('a')), now)).toBe('lost');
    expect(await store.matchJobs.counts(jobId)).toEqual({ matched: 0, review: 0, none: 0 });
    expect(await store.matchJobs.saveBatch(lease(taken), taken!.rows.map(result('b')), now)).toBe('saved');
    expect(await store.matchJobs.saveBatch(lease(slow), slow!.rows.map(result('a')), now)).toBe('lost');
    expect(await jobOf(jobId)).toMatchObject({ status: 'running', done_rows: MATCH_BATCH_ROWS });
    expect(await store.matchJobs.counts(jobId)).toEqual({ matched: 0, review: MATCH_BATCH_ROWS, none: 0 });
    const rows = (await written(jobId)).filter((row) => row.state !== null);
    expect(rows.map((row) => row.candidates[0]?.company_id)).toEqual(
      Array.from({ length: MATCH_BATCH_ROWS }, (_, i) => RUNNER_IDS.b + i + 1),
    );
    // The job's other batches, the second still leased: the store hands them out as before.
    expect(await store.matchJobs.cancel(owners.get(jobId)!, jobId, now)).toMatchObject({
      status: 'cancelled',
    });
  });

  it('finishes a job exactly once when its last two batches are saved at the same moment', async () => {
    const rows = 2 * MATCH_BATCH_ROWS;
    for (let trial = 0; trial < 8; trial++) {
      const jobId = await startedJob(rows);
      const now = 300_000 + trial;
      const first = await store.matchJobs.claimBatch(now, MATCH_JOB_LEASE_MS);
      const second = await store.matchJobs.claimBatch(now, MATCH_JOB_LEASE_MS);
      expect([first?.job.job_id, second?.job.job_id]).toEqual([jobId, jobId]);
      expect([first?.first_row, second?.first_row]).toEqual([1, MATCH_BATCH_ROWS + 1]);
      expect(await store.matchJobs.claimBatch(now, MATCH_JOB_LEASE_MS)).toBeNull();
      const results = (batch: NonNullable<typeof first>) =>
        batch.rows.map((row) => ({
          row_no: row.row_no,
          state: 'none' as const,
          company_id: null,
          candidates: [],
        }));
      const outcomes = await Promise.all(
        [first!, second!].map((batch) =>
          store.matchJobs.saveBatch(
            { job_id: jobId, first_row: batch.first_row, lease_until: batch.lease_until },
            results(batch),
            now,
          ),
        ),
      );
      expect(outcomes.sort(), `trial ${trial}`).toEqual(['finished', 'saved']);
      await expectDone(jobId, rows);
    }
  });

  it('drops the batches of a cancelled job: no runner takes them, and a save in progress writes nothing', async () => {
    const jobId = await startedJob();
    const batch = await store.matchJobs.claimBatch(400_000, MATCH_JOB_LEASE_MS);
    expect(batch?.job).toMatchObject({ job_id: jobId, status: 'running' });
    const cancelled = await store.matchJobs.cancel(owners.get(jobId)!, jobId, 400_001);
    expect(cancelled?.status).toBe('cancelled');
    expect(await store.matchJobs.claimBatch(400_000 + 2 * MATCH_JOB_LEASE_MS, MATCH_JOB_LEASE_MS)).toBeNull();
    const saved = await store.matchJobs.saveBatch(
      { job_id: jobId, first_row: batch!.first_row, lease_until: batch!.lease_until },
      batch!.rows.map((row) => ({ row_no: row.row_no, state: 'none', company_id: null, candidates: [] })),
      400_002,
    );
    expect(saved).toBe('stopped');
    expect(await store.matchJobs.counts(jobId)).toEqual({ matched: 0, review: 0, none: 0 });
  });
});
