import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

export interface CheckpointWorkerInput {
  /** The database file whose write-ahead log this thread copies back. */
  path: string;
}

/** What one checkpoint did, in pages (SQLite's `wal_checkpoint` row). */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** A request from the serving thread: checkpoint now, or close the connection and end. */
export type CheckpointRequest = 'checkpoint' | 'stop';

/**
 * Copies committed pages from a database's write-ahead log back into the file, on request of the
 * serving thread (checkpointer.ts). PASSIVE: it takes neither the write lock nor waits for
 * readers, so the serving thread's reads and writes go on meanwhile; pages a reader still needs
 * wait for the next request.
 */
const input = workerData as CheckpointWorkerInput;
const db = new Database(input.path, { fileMustExist: true });
const port = parentPort!;
port.on('message', (request: CheckpointRequest) => {
  if (request === 'stop') {
    db.close();
    port.close();
    return;
  }
  const [result] = db.pragma('wal_checkpoint(PASSIVE)') as CheckpointResult[];
  port.postMessage(result);
});
