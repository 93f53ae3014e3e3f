import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config';
import { type MetricsWorker, serveClusterMetrics } from './cluster-metrics';

/** A worker that dies this soon after its start counts as failing to start. */
const EARLY_DEATH_MS = 5000;
/** Consecutive early deaths after which the primary gives up instead of restarting forever. */
const MAX_EARLY_DEATHS = 5;

/**
 * The primary process: starts `config.workers` server processes that share the port, replaces
 * one that dies, and merges their metrics for /metrics. It serves no requests itself.
 */
export function runPrimary(config: AppConfig, log: (message: string) => void): void {
  const serving = new Set<MetricsWorker>();
  const started = new Map<Worker, number>();
  let earlyDeaths = 0;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    serveClusterMetrics(worker, serving);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    serving.delete(worker);
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
