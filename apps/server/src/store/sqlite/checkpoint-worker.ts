import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { fullTextMerger } from './full-text-merges';

export interface CheckpointWorkerInput {
  /** The database file whose write-ahead log this thread copies back. */
  path: string;
}

/** What one request did: the checkpoint in pages (SQLite's `wal_checkpoint` row), and merges. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
  /** Full-text merge statements that did work (docs/decisions/094). */
  merged: number;
}

/** A request from the serving thread: checkpoint now, or close the connection and end. */
export type CheckpointRequest = 'checkpoint' | 'stop';

/**
 * Copies committed pages from a database's write-ahead log back into the file, on request of the
 * serving thread (checkpointer.ts). PASSIVE: it takes neither the write lock nor waits for
 * readers, so the serving thread's reads and writes go on meanwhile; pages a reader still needs
 * wait for the next request. Before that it merges the full-text index segments that the
 * serving thread's commits no longer merge (full-text-merges.ts): those statements take the
 * write lock for a few milliseconds each, and a serving thread's write waits for it off its loop.
 * They never wait for the lock themselves (no busy timeout) and stop after MERGE_BUDGET_MS: a
 * serving process's write always goes first (docs/decisions/205).
 */
const input = workerData as CheckpointWorkerInput;
const db = new Database(input.path, { fileMustExist: true, timeout: 0 });
const mergeFullText = fullTextMerger(db);
const port = parentPort!;
port.on('message', (request: CheckpointRequest) => {
  if (request === 'stop') {
    db.close();
    port.close();
    return;
  }
  // Merged first, so that the merges' own pages are copied back by the same checkpoint.
  const merged = mergeFullText();
  const [result] = db.pragma('wal_checkpoint(PASSIVE)') as Omit<CheckpointResult, 'merged'>[];
  port.postMessage({ ...result!, merged } satisfies CheckpointResult);
});
