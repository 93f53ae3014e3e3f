import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config';
import { type MetricsWorker, serveClusterMetrics } from './cluster-metrics';

/** A worker that dies this soon after its start counts as failing to start. */
const EARLY_DEATH_MS = 5000;
/** Consecutive early deaths after which the primary gives up instead of restarting forever. */
const MAX_EARLY_DEATHS = 5;

/** `FD_ROLE` of the cluster worker that is the engine process (docs/decisions/211 step 5). */
export const ENGINE_ROLE = 'engine';
/** What the engine process sends the primary once its socket listens. */
export const ENGINE_READY = 'engine-ready';

/**
 * The primary process: starts `config.workers` server processes that share the port, replaces
 * one that dies, and merges their metrics for /metrics. It serves no requests itself. With
 * `config.engineProcess` it first starts the engine process and waits until it is ready, and
 * replaces it when it dies without touching the workers, which answer 503 meanwhile.
 */
export async function runPrimary(config: AppConfig, log: (message: string) => void): Promise<void> {
  const serving = new Set<MetricsWorker>();
  const started = new Map<Worker, number>();
  let earlyDeaths = 0;
  let engineEarlyDeaths = 0;
  let engine: Worker | null = null;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    serveClusterMetrics(worker, serving);
  };
  /**
   * Settles when an engine process first says it is ready: the first one, or the one that
   * replaced it when it died before (the workers start after it either way).
   */
  let engineReady = () => {};
  const firstEngineReady = new Promise<void>((resolve) => {
    engineReady = resolve;
  });
  const forkEngine = () => {
    const worker = cluster.fork({ FD_ROLE: ENGINE_ROLE });
    engine = worker;
    started.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (message !== ENGINE_READY) return;
      log(`engine process ${worker.process.pid} ready`);
      engineReady();
    });
  };
  /** Counts a death soon after a start; gives up after too many in a row. */
  const countDeath = (lived: number, deaths: number, what: string) => {
    const count = lived < EARLY_DEATH_MS ? deaths + 1 : 0;
    if (count >= MAX_EARLY_DEATHS) {
      log(`${what} keep failing at start (${count} in a row): stopping`);
      process.exit(1);
    }
    return count;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    serving.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    const how = signal ?? `code ${code}`;
    if (worker === engine) {
      log(`engine process ${worker.process.pid} stopped (${how}); starting another`);
      engineEarlyDeaths = countDeath(lived, engineEarlyDeaths, 'engine processes');
      forkEngine();
      return;
    }
    log(`worker ${worker.process.pid} stopped (${how}); starting another`);
    earlyDeaths = countDeath(lived, earlyDeaths, 'workers');
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

  if (config.engineProcess) {
    log(`starting the engine process on ${config.engineSocket}`);
    forkEngine();
    await firstEngineReady;
  }
  log(`starting ${config.workers} worker processes on port ${config.port}`);
  for (let i = 0; i < config.workers; i++) fork();
}
