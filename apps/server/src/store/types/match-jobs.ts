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

/**
 * Matching jobs and their rows, shared by every server process. A job is claimed with a lease
 * (like the mail jobs, docs/decisions/012): a process that dies leaves it to another once the
 * lease ends, which goes on with the rows not yet matched.
 */
export interface MatchJobRepository {
  /** The job and all its rows, in one transaction: a refused or failed upload leaves nothing. */
  create(job: Omit<MatchJobRecord, 'status' | 'row_count' | 'done_rows'>, rows: string[][]): Promise<void>;
  /** The user's jobs, newest first. */
  list(userId: string, limit: number): Promise<MatchJobRecord[]>;
  /** The job if it is the user's. */
  get(userId: string, jobId: string): Promise<MatchJobRecord | null>;
  counts(jobId: string): Promise<Record<MatchRowState, number>>;
  /** Draft → queued with its mapping, unless the user has a job queued or running (one at a time). */
  start(userId: string, jobId: string, mapping: MatchMapping, now: number): Promise<MatchJobStart>;
  /** Back to draft: its start was refused after all (the daily quota). */
  unstart(jobId: string): Promise<void>;
  /** Leases a queued job, or a running one whose lease ended; null when there is none. */
  claim(now: number, leaseMs: number): Promise<MatchJobRecord | null>;
  /** The next rows not yet matched, in order. */
  pendingRows(jobId: string, limit: number): Promise<{ row_no: number; input: string[] }[]>;
  /** Writes matched rows and renews the lease; false (and nothing written) when the job is no longer running. */
  saveResults(jobId: string, results: MatchRowResult[], leaseUntil: number, now: number): Promise<boolean>;
  finish(jobId: string, now: number): Promise<void>;
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
