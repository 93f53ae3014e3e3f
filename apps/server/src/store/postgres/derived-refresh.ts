import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../server-files';
import type { SqliteDatabase } from '../sqlite/database';
import type { DerivedWorkerInput } from './derived-worker';
import type { ChangeRow } from './local-index';

/**
 * Applies an import's closing entry to the local index in a thread (derived-worker.ts): the
 * derived figures over every company, seconds at 3.6M, while this process keeps serving.
 * Resolves with whether this process applied it (false: another process of the server had).
 */
export function applyDerived(db: SqliteDatabase, entry: ChangeRow, from: number): Promise<boolean> {
  const input: DerivedWorkerInput = { path: db.name, entry, from };
  const thread = workerEntry('derived-worker');
  const worker = new Worker(thread.filename, { workerData: input, argv: thread.argv });
  // Settled when the thread has ended, its connection closed: after that nothing of it touches
  // the index's files (the store closes them and a test removes their directory).
  let applied: boolean | null = null;
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: boolean) => {
      applied = answer;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0 && applied !== null) resolve(applied);
      else reject(new Error(`derived figures: the thread stopped with exit code ${code}`));
    });
  });
}
