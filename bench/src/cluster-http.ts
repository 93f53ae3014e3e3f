import { loadavg } from 'node:os';

/** One server of the cluster bench, as its clients reach it. */
export interface ClusterNode {
  name: 'A' | 'B';
  baseUrl: string;
  cookie: string;
}

export interface Answer {
  /** The HTTP status; 0 when no answer came (connection refused or reset, or 10 s without one). */
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as the API documents them
  json: any;
  /** performance.now() when the answer had arrived. */
  at: number;
}

const ANSWER_LIMIT_MS = 10_000;

/** A signed-in request (the bench account's session, same-origin), in English. */
export async function send(
  node: ClusterNode,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(`${node.baseUrl}${path}`, {
      method,
      headers: {
        cookie: node.cookie,
        origin: node.baseUrl,
        'x-lang': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_LIMIT_MS),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: a proxy's or the runtime's page; the status says enough
    }
    return { status: response.status, json, at: performance.now() } satisfies Answer;
  } catch {
    return { status: 0, json: null, at: performance.now() } satisfies Answer;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one-minute load average (as `uptime` prints it), to two decimals. */
export const uptimeLoad = () => Math.round(loadavg()[0]! * 100) / 100;

export interface Quantiles {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** p50, p99 and max of `values` (ms), rounded to 0.1 ms. */
export function quantiles(values: number[]): Quantiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
}
