import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../server-files';
import { DATASET_TABLES } from '../copy-tables';
import { CHILD_TABLES } from '../sqlite/child-merge';
import type { IndexSideInput } from './index-side-worker';

/** What the thread building a local index copies itself: every table the side thread does not. */
export const MAIN_THREAD_TABLES = DATASET_TABLES.filter(
  (table) => !(CHILD_TABLES as readonly string[]).includes(table),
);

/** The side thread of a local index build (index-side-worker.ts). */
export interface IndexSide {
  /** Settles when the thread has ended: resolved once its side file is complete and closed. */
  done: Promise<void>;
  /** Ends the thread (the build failed elsewhere) and waits until its files are closed. */
  stop(): Promise<void>;
}

/**
 * Starts copying the child tables from the snapshot `input.snapshot` into the side file on a
 * second core. `done` may reject before the caller awaits it (the thread failed early): the
 * rejection is kept for that await, never reported as unhandled.
 */
export function startIndexSide(input: IndexSideInput): IndexSide {
  const entry = workerEntry('index-side-worker');
  const worker = new Worker(entry.filename, { workerData: input, argv: entry.argv });
  let finished = false;
  let failure: Error | null = null;
  const done = new Promise<void>((resolve, reject) => {
    worker.once('error', (error) => {
      failure = error;
    });
    worker.once('exit', (code) => {
      finished = true;
      if (code === 0 && failure === null) resolve();
      else reject(failure ?? new Error(`local index: the side thread stopped with exit code ${code}`));
    });
  });
  done.catch(() => {});
  return {
    done,
    async stop() {
      if (!finished) await worker.terminate();
      await done.catch(() => {});
    },
  };
}
