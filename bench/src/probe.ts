import { Worker } from 'node:worker_threads';
import { percentile } from './measure';

/** A neighbour's latencies over a window. */
export interface Quantiles {
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/**
 * One client's requests (GET or POST without a body) in a loop, from a worker thread
 * (probe-worker.mjs): in the main thread its timings would include the time a load generator
 * keeps that thread busy. Runs for `until` seconds, or until the promise `until` settles.
 * Latencies and failures.
 */
export function probe(
  baseUrl: string,
  requests: { method: 'GET' | 'POST'; path: string }[],
  until: number | Promise<unknown>,
): Promise<Quantiles> {
  // The stop flag is shared memory: the worker's loop reads it between two requests.
  const stop = new Int32Array(new SharedArrayBuffer(4));
  if (typeof until !== 'number') {
    const raise = () => Atomics.store(stop, 0, 1);
    until.then(raise, raise);
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./probe-worker.mjs', import.meta.url), {
      workerData: {
        baseUrl,
        requests: requests.map(({ method, path }) => ({ method, path })),
        seconds: typeof until === 'number' ? until : null,
        stop,
      },
    });
    worker.once('message', ({ latencies, errors }: { latencies: number[]; errors: number }) => {
      latencies.sort((a, b) => a - b);
      resolve({
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        requests: latencies.length,
        errors,
      });
    });
    worker.once('error', reject);
  });
}
