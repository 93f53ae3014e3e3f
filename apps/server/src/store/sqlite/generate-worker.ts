import { parentPort, workerData } from 'node:worker_threads';
import { type DatasetSink, generateDataset } from '@fd/datagen';

/**
 * Runs the generator on the second core and posts its rows to the loading thread in batches,
 * in emission order. At most MAX_IN_FLIGHT batches wait for the loader (shared counter), so a
 * generator that is faster than SQLite never fills the memory.
 */
export type GeneratedEvent =
  | ['industries', Parameters<DatasetSink['industries']>[0]]
  | ['company', Parameters<DatasetSink['company']>[0]]
  | ['financial', Parameters<DatasetSink['financial']>[0]]
  | ['representative', Parameters<DatasetSink['representative']>[0]]
  | ['employee', Parameters<DatasetSink['employee']>[0]];

export interface WorkerInput {
  companies: number;
  seed: number;
  batchCompanies: number;
  maxInFlight: number;
  inFlight: SharedArrayBuffer;
}

const input = workerData as WorkerInput;
const inFlight = new Int32Array(input.inFlight);
let events: GeneratedEvent[] = [];
let companiesInBatch = 0;

function post(done: boolean): void {
  while (Atomics.load(inFlight, 0) >= input.maxInFlight) Atomics.wait(inFlight, 0, Atomics.load(inFlight, 0), 1000);
  Atomics.add(inFlight, 0, 1);
  // One JSON string per batch: cloning a string is a copy, cloning thousands of row objects
  // cost more than inserting them (measured).
  parentPort!.postMessage({ events: JSON.stringify(events), done });
  events = [];
  companiesInBatch = 0;
}

const sink: DatasetSink = {
  industries: (rows) => events.push(['industries', rows]),
  company(row) {
    if (companiesInBatch >= input.batchCompanies) post(false);
    companiesInBatch++;
    events.push(['company', row]);
  },
  financial: (row) => events.push(['financial', row]),
  representative: (row) => events.push(['representative', row]),
  employee: (row) => events.push(['employee', row]),
};

generateDataset(sink, { companies: input.companies, seed: input.seed });
post(true);
