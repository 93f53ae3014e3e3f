import type { MatchField, MatchJobCandidate, MatchQuery, MatchResult } from '@fd/contract';
import { MATCH_FIELDS } from '@fd/contract';
import type { FastifyBaseLogger } from 'fastify';
import { runWithBudget, WorkBudget, yieldIfDue } from '../../../runtime/budget';
import { createDrainLoop } from '../../../runtime/drain-loop';
import type { MatchJobRecord, MatchJobRepository, MatchRowResult } from '../../../store/types';
import type { Matcher } from '../matcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no matching job is waiting and none is being matched. */
    matchJobsIdle(): Promise<void>;
  }
}

/** How long a process may work on a job between two batches before another may take it over. */
export const MATCH_JOB_LEASE_MS = 60_000;
/** Rows matched between two writes (and lease renewals). */
const BATCH_ROWS = 100;
/** How often a process looks for jobs another, stopped process left behind. */
const POLL_MS = 5_000;
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
 * Matches the queued jobs of every user, one job at a time per process, in batches off the
 * request that started them; each batch renews the job's lease, so a job left by a stopped
 * process is taken over by another and continues with its unmatched rows (docs/decisions/161).
 */
export function createMatchJobRunner(deps: {
  jobs: MatchJobRepository;
  matcher: Matcher;
  log: FastifyBaseLogger;
  now?: () => number;
}): MatchJobRunner {
  const now = deps.now ?? Date.now;

  async function work(job: MatchJobRecord): Promise<void> {
    for (;;) {
      if (loop.closed) return;
      const rows = await deps.jobs.pendingRows(job.job_id, BATCH_ROWS);
      if (rows.length === 0) return deps.jobs.finish(job.job_id, now());
      const results: MatchRowResult[] = [];
      for (const row of rows) {
        const query = rowQuery(row.input, job.mapping);
        results.push(rowResult(row.row_no, query ? await deps.matcher.matchOne(query, job.lang) : null));
        await yieldIfDue();
      }
      // Cancelled meanwhile: the batch is dropped and the job stays as the user left it.
      if (!(await deps.jobs.saveResults(job.job_id, results, now() + MATCH_JOB_LEASE_MS, now()))) return;
    }
  }

  const loop = createDrainLoop({
    async next() {
      const job = await deps.jobs.claim(now(), MATCH_JOB_LEASE_MS);
      if (job) await work(job);
      return job !== null;
    },
    // The store is away: the job keeps its lease until it ends, then a process goes on with it.
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
