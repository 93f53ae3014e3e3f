import { parentPort, workerData } from 'node:worker_threads';
import { generateDataset } from '@fd/datagen';
import { ChildLoader } from './child-loader';
import { analyzeChildTables } from './child-merge';
import { migrate, openBulkDatabase } from './database';
import { createChildIndexes } from './dataset-indexes';

export interface ChildWorkerInput {
  path: string;
  companies: number;
  seed: number;
}

/**
 * The second core: generates the same dataset (rows depend only on seed, size and id) and
 * writes the child tables into a side file and indexes them, which the main thread merges when
 * both are done.
 * Generating twice costs less than moving rows between threads (measured: serialising them
 * took more time than generating them).
 */
const input = workerData as ChildWorkerInput;
const db = openBulkDatabase(input.path);
migrate(db);
const loader = new ChildLoader(db);
db.transaction(() => generateDataset(loader, { companies: input.companies, seed: input.seed }))();
// Indexed here, while the main thread still generates companies: the merge then copies the
// indexes as they are instead of sorting them on the main thread (child-merge.ts).
createChildIndexes(db);
// And analyzed here: the main thread copies these statistics instead of scanning the copies.
analyzeChildTables(db);
db.close();
parentPort!.postMessage('done');
