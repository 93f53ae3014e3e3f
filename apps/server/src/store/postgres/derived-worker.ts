import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../sqlite/database';
import { recomputeDerivedData } from '../sqlite/dataset-build';
import { type ChangeRow, readChangeId, recordEntries } from './local-index';

export interface DerivedWorkerInput {
  /** The local index file. */
  path: string;
  /** The import's closing entry. */
  entry: ChangeRow;
  /** The position the feed read the entry at: another process may have applied it meanwhile. */
  from: number;
}

/**
 * Recomputes the derived figures of the local index after an import (top 500, statistics,
 * country counts, planner statistics), in a thread of its own: at 3.6M companies this takes
 * seconds (docs/benchmarks.md#work-an-import-hands-to-the-serving-processes), which on the
 * serving thread would hold up every request of the process. Posts
 * whether it applied the entry (false when another process of the server had).
 */
const input = workerData as DerivedWorkerInput;
const db = openDatabase(input.path);
// A sibling process recomputing the same entry holds the write lock for seconds: wait here.
db.pragma('busy_timeout = 600000');
try {
  const applied = db
    .transaction(() => {
      if (readChangeId(db) !== input.from) return false;
      recomputeDerivedData(db);
      recordEntries(db, [input.entry]);
      return true;
    })
    .immediate();
  if (applied) db.exec('ANALYZE');
  parentPort!.postMessage(applied);
} finally {
  db.close();
}
