import type { MatchField, MatchJobCandidate, MatchQuery, MatchResult } from '@fd/contract';
import { MATCH_FIELDS } from '@fd/contract';
import type { FastifyBaseLogger } from 'fastify';
import { runWithBudget, WorkBudget, yieldIfDue } from '../../../runtime/budget';
import { createDrainLoop } from '../../../runtime/drain-loop';
import type { MatchJobBatch, MatchJobRecord, MatchJobRepository, MatchRowResult } from '../../../store/types';
import type { Matcher } from '../matcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no matching job is waiting and none is being matched. */
    matchJobsIdle(): Promise<void>;
  }
}

/** How long a process may work on a batch of a job before another may take the batch over. */
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
}): MatchJobRunner {
  const now = deps.now ?? Date.now;

  async function work({ job, first_row: firstRow, rows }: MatchJobBatch): Promise<void> {
    const results: MatchRowResult[] = [];
    for (const row of rows) {
      const query = rowQuery(row.input, job.mapping);
      results.push(rowResult(row.row_no, query ? await deps.matcher.matchOne(query, job.lang) : null));
      await yieldIfDue();
    }
    // Cancelled meanwhile: the batch is dropped and the job stays as the user left it.
    const saved = await deps.jobs.saveBatch(job.job_id, firstRow, results, now());
    if (saved === 'finished')
      deps.log.info({ job: job.job_id, rows: job.row_count }, 'matching job finished');
  }

  const loop = createDrainLoop({
    async next() {
      const batch = await deps.jobs.claimBatch(now(), MATCH_JOB_LEASE_MS);
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
