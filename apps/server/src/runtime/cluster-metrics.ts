import {
  AggregatorRegistry,
  Gauge,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client';

/**
 * Metrics with several worker processes: a worker's /metrics asks the primary, the primary asks
 * every worker that is serving and merges their figures. A worker counts as serving once it has
 * said so (after it listens): one still building its index at start, its event loop busy for
 * seconds, is not asked and holds no figures worth merging yet. A serving worker that does not
 * answer in time fails the whole read (an incomplete sum would look like a counter reset).
 */

type Part = MetricObjectWithValues<MetricValue<string>>[];

/** What the primary needs of a worker (node's cluster Worker has it). */
export interface MetricsWorker {
  isConnected(): boolean;
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** How long the primary waits for every serving worker's figures. */
export const WORKER_ANSWER_MS = 5000;

const READY = 'fd:serving';
const COLLECT = 'fd:metrics-collect';
const PART = 'fd:metrics-part';
const REQUEST = 'fd:metrics';

interface Tagged {
  type?: string;
  id?: number;
}

let requests = 0;

/** In the primary: asks each serving, connected worker for its figures and merges them. */
export async function collectFromWorkers(
  workers: MetricsWorker[],
  timeoutMs = WORKER_ANSWER_MS,
): Promise<string> {
  const asked = workers.filter((worker) => worker.isConnected());
  const id = ++requests;
  const parts = await Promise.all(
    asked.map(
      (worker) =>
        new Promise<Part>((resolve, reject) => {
          const timer = setTimeout(() => {
            worker.off('message', answer);
            reject(new Error(`a serving worker did not send its metrics within ${timeoutMs} ms`));
          }, timeoutMs);
          function answer(message: unknown) {
            const tagged = message as Tagged & { metrics?: Part };
            if (tagged?.type !== PART || tagged.id !== id) return;
            clearTimeout(timer);
            worker.off('message', answer);
            resolve(tagged.metrics ?? []);
          }
          worker.on('message', answer);
          worker.send({ type: COLLECT, id });
        }),
    ),
  );
  return AggregatorRegistry.aggregate([...parts, await servingWorkers(asked.length)]).metrics();
}

/**
 * How many workers the figures were merged from: a worker still starting is not among them, so a
 * reader that means to measure from the moment all serve (the import-serving bench) can wait for it.
 */
function servingWorkers(count: number): Promise<Part> {
  const registry = new Registry();
  new Gauge({
    name: 'firmenradar_serving_workers',
    help: 'Worker processes that serve and whose figures this read merged',
    registers: [registry],
  }).set(count);
  return registry.getMetricsAsJSON();
}

/**
 * In the primary, for each worker it forks: notes when the worker serves, and answers the
 * worker's /metrics with every serving worker's figures merged.
 */
export function serveClusterMetrics(worker: MetricsWorker, serving: Set<MetricsWorker>): void {
  worker.on('message', (message) => {
    const tagged = message as Tagged;
    if (tagged?.type === READY) serving.add(worker);
    if (tagged?.type !== REQUEST) return;
    collectFromWorkers([...serving])
      .then((text) => worker.send({ type: REQUEST, id: tagged.id, text }))
      .catch((error: unknown) => worker.send({ type: REQUEST, id: tagged.id, error: String(error) }));
  });
}

/** In a worker, once it listens: answers the primary's requests for its figures and says it serves. */
export function answerMetricsRequests(registry: Registry): void {
  process.on('message', (message: Tagged) => {
    if (message?.type !== COLLECT) return;
    void registry
      .getMetricsAsJSON()
      .then((metrics) => process.send?.({ type: PART, id: message.id, metrics }));
  });
  process.send?.({ type: READY });
}

/** In a worker: every serving worker's metrics, merged by the primary. */
export function clusterMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = ++requests;
    const answer = (message: Tagged & { text?: string; error?: string }) => {
      if (message?.type !== REQUEST || message.id !== id) return;
      process.off('message', answer);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', answer);
    process.send?.({ type: REQUEST, id });
  });
}
