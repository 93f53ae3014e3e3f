/** What a register the sync follows provides: how it plans a run, fetches its files and checks them. */
import type { AppConfig } from '../config';
import type { ImportJob } from '../importers/run-import';
import type { DownloadValidators, SyncKind, SyncRun, SyncSourceName } from '../store/types';
import type { DownloadJob, DownloadOutcome } from './download';

export interface SyncPlan {
  kind: SyncKind;
  deltaWindow: string | null;
  /** Fetch the file even when the source published nothing new since the last sync (--full). */
  force: boolean;
}

/** What a source fetched: nothing new, or files to import. */
export type Fetched =
  | {
      kind: 'unchanged';
      /** The publish date of the data the store holds (carried over from the last sync). */
      publishedAt: string | null;
      validators: DownloadValidators | null;
    }
  | {
      kind: 'files';
      job: ImportJob;
      /** The downloaded files (kept until the next successful sync; older ones are removed). */
      files: string[];
      publishedAt: string;
      bytes: number;
      validators: DownloadValidators | null;
    };

export interface SourceContext {
  config: AppConfig;
  /** Downloads into the source's own folder of DATA_DIR/downloads, with progress and retries. */
  download(job: Omit<DownloadJob, 'directory' | 'onProgress'> & { label: string }): Promise<DownloadOutcome>;
}

export interface RegisterSource {
  name: SyncSourceName;
  /** `last` is the source's latest successful (or nothing-new) run. */
  plan(last: SyncRun | null, now: Date, full: boolean): SyncPlan;
  fetch(plan: SyncPlan, last: SyncRun | null, context: SourceContext): Promise<Fetched>;
  /** Refuses damaged or unexpected files before anything is written to the store. */
  check(fetched: Extract<Fetched, { kind: 'files' }>): Promise<void>;
}
