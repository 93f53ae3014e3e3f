import type { MatchField, MatchJobCandidate, MatchQuery, MatchResult } from '@fd/contract';
import { MATCH_FIELDS } from '@fd/contract';
import type { FastifyBaseLogger } from 'fastify';
import { runWithBudget, WorkBudget, yieldIfDue } from '../../../runtime/budget';
import { createDrainLoop } from '../../../runtime/drain-loop';
import type {
  MatchBatchLease,
  MatchJobBatch,
  MatchJobRecord,
  MatchJobRepository,
  MatchRowResult,
} from '../../../store/types';
import type { Matcher } from '../matcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no matching job is waiting and none is being matched. */
    matchJobsIdle(): Promise<void>;
  }
}

/**
 * How long a batch of a job stays a process's without a renewal before another may take it
 * over. The process renews it once a third of it has passed, so a batch that takes longer
 * (a large job on a slow machine) stays with it while it works.
 */
export const MATCH_JOB_LEASE_MS = 60_000;
/**
 * How often a process looks for batches: of a job another process started (so that every
 * process works on it within a second), or left behind by a process that stopped. A look that
 * finds nothing is one indexed read.
 */
const POLL_MS = 1_000;
/** The matcher's fields take at most this many characters. */
const FIELD_CHARS = 300;
/** A job has no deadline; its budget only makes the matcher yield like a request does. */
const NO_DEADLINE_MS = 2 ** 31;

/** A row's query: the mapped cells that are not empty. */
export function rowQuery(input: readonly string[], mapping: MatchJobRecord['mapping']): MatchQuery | null {
  const query: Partial<Record<MatchField, string>> = {};
  for (const field of MATCH_FIELDS) {
    const column = mapping[field];
    const value = column === null || column === undefined ? '' : (input[column] ?? '').trim();
    if (value !== '') query[field] = value.slice(0, FIELD_CHARS);
  }
  return Object.keys(query).length > 0 ? query : null;
}

function rowResult(rowNo: number, result: MatchResult | null): MatchRowResult {
  const candidates: MatchJobCandidate[] = (result?.candidates ?? []).map((candidate) => ({
    company_id: candidate.company_id,
    company_name: candidate.company_name,
    score: candidate.score,
    match: candidate.match,
    city: candidate.city,
    register_number: candidate.register_number,
    reasons: candidate.reasons.map((reason) => reason.text),
  }));
  const [best] = candidates;
  if (!best) return { row_no: rowNo, state: 'none', company_id: null, candidates };
  return best.match
    ? { row_no: rowNo, state: 'matched', company_id: best.company_id, candidates }
    : { row_no: rowNo, state: 'review', company_id: null, candidates };
}

export interface MatchJobRunner {
  /** Looks for a job soon (after a start). */
  kick(): void;
  /** Resolves when no job is waiting and none is being matched (tests). */
  idle(): Promise<void>;
  start(): void;
  close(): Promise<void>;
}

/**
 * Matches the started jobs of every user in batches that every process takes from the store
 * (docs/decisions/209): one batch at a time per process, off the request that started the job,
 * yielding like a request. A batch left by a stopped process is taken over once its lease ends;
 * the job is finished by whichever process saves its last batch.
 */
export function createMatchJobRunner(deps: {
  jobs: MatchJobRepository;
  matcher: Pick<Matcher, 'matchOne'>;
  log: FastifyBaseLogger;
  now?: () => number;
  /** MATCH_JOB_LEASE_MS unless a test needs a lease that ends during a batch. */
  leaseMs?: number;
}): MatchJobRunner {
  const now = deps.now ?? Date.now;
  const leaseMs = deps.leaseMs ?? MATCH_JOB_LEASE_MS;

  /** The lease, renewed once a third of it has passed; null once the batch is no longer ours. */
  async function kept(lease: MatchBatchLease): Promise<MatchBatchLease | null> {
    const at = now();
    if (at < lease.lease_until - (2 * leaseMs) / 3) return lease;
    return deps.jobs.renewBatch(lease, at + leaseMs);
  }

  async function work({ job, first_row, lease_until, rows }: MatchJobBatch): Promise<void> {
    let lease: MatchBatchLease | null = { job_id: job.job_id, first_row, lease_until };
    const results: MatchRowResult[] = [];
    for (const row of rows) {
      // Taken over (this process was too slow to renew it) or its job cancelled: whoever
      // holds the batch now matches it, and this process stops working on it.
      lease = await kept(lease);
      if (!lease) {
        deps.log.warn(
          { job: job.job_id, first_row },
          'matching batch lost its lease; left to its new holder',
        );
        return;
      }
      const query = rowQuery(row.input, job.mapping);
      results.push(rowResult(row.row_no, query ? await deps.matcher.matchOne(query, job.lang) : null));
      await yieldIfDue();
    }
    // Cancelled or taken over meanwhile: nothing is written, the job stays as the user left it
    // or as the batch's new holder writes it.
    const saved = await deps.jobs.saveBatch(lease, results, now());
    if (saved === 'finished')
      deps.log.info({ job: job.job_id, rows: job.row_count }, 'matching job finished');
  }

  const loop = createDrainLoop({
    async next() {
      const batch = await deps.jobs.claimBatch(now(), leaseMs);
      if (batch?.job.status === 'running') await work(batch);
      return batch !== null;
    },
    // The store is away: the batch keeps its lease until it ends, then a process goes on with it.
    onError: (error) => deps.log.error({ err: error }, 'could not run a matching job'),
    pollMs: POLL_MS,
    wrap: (drain) => runWithBudget(new WorkBudget(NO_DEADLINE_MS), drain),
  });

  return {
    kick: () => setImmediate(() => void loop.drain()),
    idle: loop.drain,
    start: loop.start,
    close: loop.close,
  };
}
