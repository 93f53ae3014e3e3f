import { Worker } from 'node:worker_threads';
import {
  type EngineThreadInput,
  type SearchEngine,
  type ThreadEngineClient,
  threadEngineClient,
} from '../../search-engine';
import { type WorkerEntry, workerEntry } from '../../server-files';

/**
 * Engine threads over the serving process's engine (docs/decisions/211 step 4): each reads the
 * engine's shared state and opens the dataset file at `path` read-only (engine-thread.ts, or
 * `entry`: a test's thread that wraps it).
 */
export function startEngineThreads(
  path: string,
  engine: SearchEngine,
  threads: number,
  entry: WorkerEntry = workerEntry('engine-thread'),
): ThreadEngineClient {
  return threadEngineClient({
    spawn(state) {
      const workerData: EngineThreadInput = { path, state };
      return new Worker(entry.filename, { workerData, argv: entry.argv });
    },
    state: (companyIds) => engine.state(companyIds),
    applied: (listener) => engine.onApplied(listener),
    threads,
  });
}
