import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from '../config';

/** A worker that dies this soon after its start counts as failing to start. */
const EARLY_DEATH_MS = 5000;
/** Consecutive early deaths after which the primary gives up instead of restarting forever. */
const MAX_EARLY_DEATHS = 5;

interface MetricsRequest {
  type: 'fd:metrics';
  id: number;
}

/**
 * The primary process: starts `config.workers` server processes that share the port, replaces
 * one that dies, and merges their metrics for /metrics. It serves no requests itself.
 */
export function runPrimary(config: AppConfig, log: (message: string) => void): void {
  const aggregator = new AggregatorRegistry();
  const started = new Map<Worker, number>();
  let earlyDeaths = 0;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (message: MetricsRequest) => {
      if (message?.type !== 'fd:metrics') return;
      aggregator
        .clusterMetrics()
        .then((text) => worker.send({ type: 'fd:metrics', id: message.id, text }))
        .catch((error: unknown) => worker.send({ type: 'fd:metrics', id: message.id, error: String(error) }));
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    log(`worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another`);
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      log(`workers keep failing at start (${earlyDeaths} in a row): stopping`);
      process.exit(1);
    }
    fork();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${started.size} workers`);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  log(`starting ${config.workers} worker processes on port ${config.port}`);
  for (let i = 0; i < config.workers; i++) fork();
}

/** In a worker: every worker's metrics, merged by the primary. */
export function clusterMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = ++metricsRequests;
    const answer = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message?.type !== 'fd:metrics' || message.id !== id) return;
      process.off('message', answer);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', answer);
    process.send?.({ type: 'fd:metrics', id } satisfies MetricsRequest);
  });
}
let metricsRequests = 0;
