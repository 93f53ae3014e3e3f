import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BudgetExceeded } from './budget';
import { type LoopBlockMonitor, monitorLoopBlocks } from './loop-blocks';

/** The open registers' freshness as the store records it (modules/sources). */
export interface SourceFigures {
  /** Seconds since each synced source published the data held. */
  ages: { source: string; seconds: number }[];
  /** Finished sync runs per source and outcome. */
  runs: { source: string; outcome: string; runs: number }[];
}

/**
 * The server's Prometheus metrics (prom-client): request latency per route, event-loop delay,
 * the export pool's queue, searches cut by their budget or abandoned by their client, and the
 * open registers' freshness. One registry per process; with several workers the primary merges
 * theirs (runtime/cluster.ts). `blocks` splits the loop's delays (Linux; tests pass their own).
 */
export function createMetrics(blocks: LoopBlockMonitor | null = monitorLoopBlocks()) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'firmenradar_' });

  const requestSeconds = new Histogram({
    name: 'firmenradar_http_request_duration_seconds',
    help: 'Time from request to response, per route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [registry],
  });

  // monitorEventLoopDelay records the time between two runs of its timer, so each sample is the
  // resolution plus the delay: sampled every 10 ms, a block of 5 ms read as 10–15 ms. Sampled
  // every millisecond, a sample overstates the block by at most 1 ms (docs/decisions/086). Each
  // scrape reads the distribution since the previous one.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  new Gauge({
    name: 'firmenradar_event_loop_delay_seconds',
    help: 'Time between two turns of the event loop since the previous scrape (sampled every 1 ms), by quantile',
    labelNames: ['quantile'] as const,
    registers: [registry],
    aggregator: 'max',
    collect() {
      for (const quantile of [0.5, 0.9, 0.99, 1]) {
        const nanoseconds = quantile === 1 ? loop.max : loop.percentile(quantile * 100);
        this.set({ quantile: String(quantile) }, nanoseconds / 1e9);
      }
      loop.reset();
    },
  });

  // The same delays split into the loop's own work and waiting for a core (Linux; docs/decisions/093).
  if (blocks) {
    new Gauge({
      name: 'firmenradar_event_loop_block_seconds',
      help: "Longest time between two turns of a 1 ms timer, since the previous scrape, that the event loop's thread spent by part: work (on a core: the loop's own work) or cpu_wait (ready, waiting for a free core)",
      labelNames: ['part'] as const,
      registers: [registry],
      aggregator: 'max',
      collect() {
        const { workMs, waitMs } = blocks.longest();
        this.set({ part: 'work' }, workMs / 1000);
        this.set({ part: 'cpu_wait' }, waitMs / 1000);
        blocks.reset();
      },
    });
  }

  let queueLength = () => 0;
  new Gauge({
    name: 'firmenradar_worker_pool_queue_length',
    help: 'Export jobs waiting for a worker thread',
    registers: [registry],
    collect() {
      this.set(queueLength());
    },
  });

  // Every worker reads the same figures from the store: merged, they must not add up. The
  // freshest reading wins (the youngest age, the highest count of a run that only ever grows).
  let readSources: () => Promise<SourceFigures | null> = async () => null;
  new Gauge({
    name: 'firmenradar_source_age_seconds',
    help: 'Seconds since the open register published the data Firmenradar holds (from its last successful sync)',
    labelNames: ['source'] as const,
    registers: [registry],
    aggregator: 'min',
    async collect() {
      this.reset();
      for (const { source, seconds } of (await readSources())?.ages ?? []) this.set({ source }, seconds);
    },
  });
  new Counter({
    name: 'firmenradar_sync_runs_total',
    help: 'Finished runs of the register sync, per source and outcome (succeeded, unchanged, failed)',
    labelNames: ['source', 'outcome'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.reset();
      for (const { source, outcome, runs } of (await readSources())?.runs ?? [])
        this.inc({ source, outcome }, runs);
    },
  });

  const budgetExceeded = new Counter({
    name: 'firmenradar_search_budget_exceeded_total',
    help: 'Requests stopped because their work ran past its time budget (an API answer 422, an MCP tool error search_too_broad)',
    registers: [registry],
  });
  const clientAborts = new Counter({
    name: 'firmenradar_client_aborts_total',
    help: 'Requests whose work stopped because the client went away',
    registers: [registry],
  });

  return {
    registry,
    requestSeconds,
    clientAborts,
    /**
     * Counts work stopped at its budget, the API's 422 and an MCP tool's error alike; true when it
     * ran out of time. A client that left is not counted here (`clientAborts` counts it).
     */
    countBudgetStop(error: BudgetExceeded): boolean {
      if (error.reason !== 'time') return false;
      budgetExceeded.inc();
      return true;
    },
    /**
     * The process serves from now on: the loop's figures start afresh, so that its first scrape
     * reports serving, not its start (loading the index, building the app, the warm-up: stretches
     * of 100–360 ms before it listened, docs/decisions/217).
     */
    startServing() {
      loop.reset();
      blocks?.reset();
    },
    /** The pool whose queue the gauge reports. */
    watchQueue(read: () => number) {
      queueLength = read;
    },
    /** Where the sources' figures come from; a store that cannot answer leaves them out of that scrape. */
    watchSources(read: () => Promise<SourceFigures>) {
      readSources = () => read().catch(() => null);
    },
    close() {
      loop.disable();
      blocks?.stop();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
