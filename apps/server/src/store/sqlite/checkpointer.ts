import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../server-files';
import type { CheckpointRequest, CheckpointResult, CheckpointWorkerInput } from './checkpoint-worker';
import type { SqliteDatabase } from './database';
import { deferFullTextMerges } from './full-text-merges';

/** A write-ahead log past this size is checkpointed by the thread: about SQLite's own 1,000 pages. */
export const CHECKPOINT_AT_BYTES = 4 * 1024 * 1024;
/**
 * The serving connection's own automatic checkpoint stays on far above that, as a backstop
 * should the thread fall behind or fail: the log then stays bounded as it always was.
 */
export const BACKSTOP_PAGES = 25_000;
/** How often the serving thread looks at the log's size (an asynchronous stat). */
const WATCH_MS = 1000;

export interface Checkpointer {
  /** Has the thread checkpoint when the log has grown past CHECKPOINT_AT_BYTES; resolves when done. */
  check(): Promise<CheckpointResult | null>;
  /** Ends the thread (its connection closed) before the serving connection closes. */
  stop(): Promise<void>;
}

/**
 * Keeps SQLite's checkpoints off a serving thread (decision 090). A commit that takes the log
 * past wal_autocheckpoint copies the log's pages back into the file in the committing thread:
 * during an import into PostgreSQL, each such checkpoint in the change feed's commits held every
 * request of the process for hundreds of milliseconds
 * (docs/benchmarks.md#an-import-beside-a-serving-postgresql-server). Here the serving connection
 * checkpoints itself only as
 * a backstop, and a thread of its own, started the first time the log grows past
 * CHECKPOINT_AT_BYTES, checkpoints it instead. The log file is cut back to that size when it
 * restarts, so its size tells how much is waiting. The thread also does the full-text index's
 * segment merges, which FTS5 would otherwise do inside the serving thread's commits (decision 094).
 */
export function startCheckpointer(db: SqliteDatabase, log: (message: string) => void): Checkpointer {
  if (db.memory || db.readonly || db.pragma('journal_mode', { simple: true }) !== 'wal') {
    return { check: async () => null, stop: async () => {} };
  }
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  db.pragma(`journal_size_limit = ${CHECKPOINT_AT_BYTES}`);
  deferFullTextMerges(db);
  const walPath = `${db.name}-wal`;
  let thread: CheckpointThread | null = null;
  let running: Promise<CheckpointResult | null> | null = null;
  let stopped = false;

  async function checkpoint(): Promise<CheckpointResult | null> {
    const size = await stat(walPath).then(
      (s) => s.size,
      () => 0,
    );
    if (size <= CHECKPOINT_AT_BYTES || stopped) return null;
    thread ??= new CheckpointThread(db.name, () => {
      thread = null;
    });
    return thread.run();
  }

  const check = () => {
    running ??= checkpoint().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    check().catch((error: Error) => log(`WAL checkpoint thread failed: ${error.message}`));
  }, WATCH_MS);
  timer.unref();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
      await thread?.stop();
    },
  };
}

/** The thread (checkpoint-worker.ts) and its one request at a time. */
class CheckpointThread {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;
  private pending: { resolve(result: CheckpointResult): void; reject(error: Error): void } | null = null;
  private failure: Error | null = null;
  private gone = false;

  constructor(path: string, onGone: () => void) {
    const input: CheckpointWorkerInput = { path };
    const entry = workerEntry('checkpoint-worker');
    this.worker = new Worker(entry.filename, { workerData: input, argv: entry.argv });
    this.worker.unref();
    this.worker.on('message', (result: CheckpointResult) => this.settle()?.resolve(result));
    this.worker.on('error', (error) => {
      this.failure = error;
    });
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', (code) => {
        this.gone = true;
        this.settle()?.reject(this.failure ?? new Error(`the checkpoint thread ended with code ${code}`));
        onGone();
        resolve();
      });
    });
  }

  private settle() {
    const pending = this.pending;
    this.pending = null;
    return pending;
  }

  run(): Promise<CheckpointResult> {
    if (this.gone) return Promise.reject(this.failure ?? new Error('the checkpoint thread has ended'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage('checkpoint' satisfies CheckpointRequest);
    });
  }

  async stop(): Promise<void> {
    if (!this.gone) this.worker.postMessage('stop' satisfies CheckpointRequest);
    await this.exited;
  }
}
