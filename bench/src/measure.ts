import autocannon from 'autocannon';
import type { HttpRequest, Scenario } from './scenarios';

export interface Measurement {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  /** p50 with all connections in flight (queueing included); HTTP scenarios only. */
  loadedP50?: number;
}

/** The `p`th percentile (0–100) of ascending `sorted`; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function summarise(latencies: number[], seconds: number, errors: number): Measurement {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requestsPerSecond: latencies.length / seconds,
    requests: latencies.length,
    errors,
  };
}

export interface HttpOptions {
  baseUrl: string;
  cookie: string;
  connections: number;
  seconds: number;
}

/** Drives one scenario over HTTP with autocannon; every response's latency is kept. */
export async function measureHttp(scenario: Scenario, options: HttpOptions): Promise<Measurement> {
  const toRequest = (request: HttpRequest) => ({
    method: request.method,
    path: request.path,
    body: request.body,
    headers: {
      'content-type': 'application/json',
      ...(request.session ? { cookie: options.cookie, origin: options.baseUrl } : {}),
    },
  });
  const run = (seconds: number, latencies: number[] | null, connections: number) =>
    new Promise<{ errors: number; non2xx: number }>((resolve, reject) => {
      const instance = autocannon(
        {
          url: options.baseUrl,
          connections,
          duration: seconds,
          requests: scenario.requests.map(toRequest),
        },
        (error, result) =>
          error ? reject(error) : resolve({ errors: result.errors + result.timeouts, non2xx: result.non2xx }),
      );
      if (latencies)
        instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
  await run(Math.min(3, options.seconds), null, options.connections); // warm-up: page cache, caches, JIT
  // Latency with one request in flight: the server's own time per request. With N in flight a
  // single-threaded server queues them, and latency reads N times higher (measured).
  const latencies: number[] = [];
  const single = await run(options.seconds, latencies, 1);
  const throughput: number[] = [];
  const loaded = await run(options.seconds, throughput, options.connections);
  return {
    ...summarise(latencies, options.seconds, single.errors + single.non2xx),
    requestsPerSecond: throughput.length / options.seconds,
    loadedP50: summarise(throughput, options.seconds, 0).p50,
    errors: single.errors + single.non2xx + loaded.errors + loaded.non2xx,
  };
}

/** The same queries straight through the services (no HTTP), one after another. */
export async function measureDirect(scenario: Scenario, seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  for (let i = 0; i < 50; i++) await scenario.direct(i);
  for (let i = 0; performance.now() < until; i++) {
    const started = performance.now();
    try {
      await scenario.direct(i);
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
  }
  return summarise(latencies, seconds, errors);
}
