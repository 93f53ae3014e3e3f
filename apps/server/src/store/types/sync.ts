/**
 * What the register sync records (issue 28, docs/decisions/122): its runs, and the lease that
 * lets one process of an installation sync at a time. Both live in the company store, beside
 * the data the runs import: the dataset file on SQLite, the database on PostgreSQL.
 */
import type { SyncSource } from '@fd/contract';

/** The open registers the sync follows. */
export type SyncSourceName = SyncSource;

export type SyncKind = 'full' | 'delta';

/** `unchanged`: the source had published nothing new since the last sync, so nothing was imported. */
export type SyncOutcome = 'running' | 'succeeded' | 'unchanged' | 'failed';

/** What a download answered with, for the next conditional request (OffeneRegister). */
export interface DownloadValidators {
  etag: string | null;
  lastModified: string | null;
  size: number | null;
}

export interface SyncRunStart {
  source: SyncSourceName;
  kind: SyncKind;
  /** GLEIF's delta window ('IntraDay', 'LastDay', 'LastWeek', 'LastMonth'); null for a full load. */
  deltaWindow: string | null;
  /** ISO 8601. */
  startedAt: string;
  /** Host and process running it. */
  holder: string;
}

export interface SyncRunResult {
  outcome: Exclude<SyncOutcome, 'running'>;
  finishedAt: string;
  /** When the source published the data (ISO 8601), when known. */
  publishedAt: string | null;
  bytes: number;
  rowsRead: number;
  rowsKept: number;
  created: number;
  changed: number;
  unchanged: number;
  durationMs: number;
  /** Why a failed run failed, in words. */
  error: string | null;
  validators: DownloadValidators | null;
}

/** A run as stored: a running one has no result yet. */
export interface SyncRun extends SyncRunStart, Omit<SyncRunResult, 'outcome' | 'finishedAt' | 'durationMs'> {
  runId: number;
  outcome: SyncOutcome;
  finishedAt: string | null;
  durationMs: number | null;
}

export interface SyncRunCount {
  source: SyncSourceName;
  outcome: SyncOutcome;
  runs: number;
}

export interface SyncStore {
  startRun(start: SyncRunStart): Promise<number>;
  finishRun(runId: number, result: SyncRunResult): Promise<void>;
  /**
   * Marks runs still recorded as running as failed with `error`. Called by the lease holder,
   * so those runs belong to a process that ended before it could finish them. Returns how many.
   */
  failUnfinished(error: string, finishedAt: string): Promise<number>;
  /** The latest runs (of one source, when given), newest first. */
  recentRuns(limit: number, source?: SyncSourceName): Promise<SyncRun[]>;
  /** The source's latest run with one of `outcomes`, or null. */
  lastRun(source: SyncSourceName, outcomes: readonly SyncOutcome[]): Promise<SyncRun | null>;
  /** Finished runs per source and outcome. */
  runCounts(): Promise<SyncRunCount[]>;
  /** Every LEI the store holds a company for (a GLEIF delta keeps relationships that touch them). */
  knownLeis(): Promise<Set<string>>;
  /**
   * Takes the installation's sync lease for `ttlMs`, or extends it when `holder` has it; false
   * while another holder's lease runs. Atomic on both engines: of two callers one wins.
   */
  acquireLease(holder: string, now: Date, ttlMs: number): Promise<boolean>;
  /**
   * Takes the lease over from `previous`, a holder known to be gone (a process of this machine
   * that no longer runs), whatever its expiry; false when someone else has it by now.
   */
  takeOverLease(previous: string, holder: string, now: Date, ttlMs: number): Promise<boolean>;
  /** Extends the lease while `holder` still has it; false when it was lost. */
  renewLease(holder: string, now: Date, ttlMs: number): Promise<boolean>;
  releaseLease(holder: string): Promise<void>;
  /** The current lease, if one runs at `now`. */
  leaseHolder(now: Date): Promise<string | null>;
  /** Closes what the store opened for itself (a shared connection stays open). */
  close(): Promise<void>;
}
