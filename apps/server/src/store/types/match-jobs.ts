import type { MatchJobCandidate, MatchJobStatus, MatchMapping, MatchRowState } from '@fd/contract';

/** A matching job of an uploaded file, as the store keeps it (docs/decisions/161). */
export interface MatchJobRecord {
  job_id: string;
  user_id: string;
  file_name: string;
  status: MatchJobStatus;
  columns: string[];
  mapping: MatchMapping;
  /** The language the reasons are written in: the uploader's. */
  lang: 'de' | 'en';
  row_count: number;
  done_rows: number;
  created_at: number;
}

export interface MatchJobRowRecord {
  row_no: number;
  input: string[];
  state: MatchRowState | null;
  company_id: number | null;
  reviewed: boolean;
  candidates: MatchJobCandidate[];
}

/** A matched row as the runner writes it. */
export interface MatchRowResult {
  row_no: number;
  state: MatchRowState;
  company_id: number | null;
  candidates: MatchJobCandidate[];
}

export type MatchJobStart = 'started' | 'not_found' | 'started_before' | 'running';

/** A leased batch of a job (docs/decisions/209): the job as it is, and the batch's rows not yet matched, in order. */
export interface MatchJobBatch {
  job: MatchJobRecord;
  first_row: number;
  /**
   * The end of this claim's lease, and its token: every later claim of the batch leases it
   * until a later moment, so only the holder's renewals and save find this value there.
   */
  lease_until: number;
  rows: { row_no: number; input: string[] }[];
}

/** Which claim of which batch: the holder's renewals and save name it. */
export type MatchBatchLease = Pick<MatchJobBatch, 'first_row' | 'lease_until'> & { job_id: string };

/**
 * What saving a batch did: its rows written (`saved`), and the job's last batch too, so the
 * job is done (`finished`, for exactly one batch of a job); or nothing, the job being no
 * longer running (`stopped`: cancelled, or finished by another process), or the batch no
 * longer this claim's (`lost`: its lease ended and another process took the batch over).
 */
export type MatchBatchSaved = 'saved' | 'finished' | 'stopped' | 'lost';

/**
 * Matching jobs and their rows, shared by every server process. A started job's rows are split
 * into batches that any process leases (like the mail jobs, docs/decisions/012): a process that
 * dies leaves its batch to another once the lease ends, which matches the batch's rows not yet
 * matched; only the batch's current lease holder renews it and writes its rows, and a row is
 * written once (docs/decisions/209).
 */
export interface MatchJobRepository {
  /** The job and all its rows, in one transaction: a refused or failed upload leaves nothing. */
  create(job: Omit<MatchJobRecord, 'status' | 'row_count' | 'done_rows'>, rows: string[][]): Promise<void>;
  /** The user's jobs, newest first. */
  list(userId: string, limit: number): Promise<MatchJobRecord[]>;
  /** The job if it is the user's. */
  get(userId: string, jobId: string): Promise<MatchJobRecord | null>;
  counts(jobId: string): Promise<Record<MatchRowState, number>>;
  /**
   * Draft → queued with its mapping and its rows split into batches, unless the user has a job
   * queued or running (one at a time).
   */
  start(userId: string, jobId: string, mapping: MatchMapping, now: number): Promise<MatchJobStart>;
  /** Back to draft, without batches: its start was refused after all (the daily quota). */
  unstart(jobId: string): Promise<void>;
  /**
   * Leases the next batch nobody has (never leased, or its lease ended) of the oldest queued or
   * running job until `now + leaseMs`, and marks the job running; null when there is none.
   */
  claimBatch(now: number, leaseMs: number): Promise<MatchJobBatch | null>;
  /**
   * Extends the claim's lease to `until` (not before its end): the lease as it is then, or
   * null when the batch is no longer this claim's (taken over, saved, or its job cancelled).
   */
  renewBatch(lease: MatchBatchLease, until: number): Promise<MatchBatchLease | null>;
  /**
   * In one transaction: writes the rows not written yet, adds them to the job's done rows, drops
   * the batch, and finishes the job when it was its last; nothing when the job is no longer
   * running or the batch no longer this claim's.
   */
  saveBatch(lease: MatchBatchLease, results: MatchRowResult[], now: number): Promise<MatchBatchSaved>;
  /** Cancels the user's job if it is not finished; the job as it is then, or null if it is not theirs. */
  cancel(userId: string, jobId: string, now: number): Promise<MatchJobRecord | null>;
  /**
   * A person's decision on a matched row: the company it stands for (null: none), its
   * candidates as they are to be kept; the row as it is then, or null when it is not matched yet.
   */
  review(
    jobId: string,
    rowNo: number,
    companyId: number | null,
    candidates: MatchJobCandidate[],
  ): Promise<MatchJobRowRecord | null>;
  /** One row, or null. */
  row(jobId: string, rowNo: number): Promise<MatchJobRowRecord | null>;
  /** A page of rows, optionally of one state, with the total of that selection. */
  rows(
    jobId: string,
    state: MatchRowState | undefined,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: MatchJobRowRecord[] }>;
}
