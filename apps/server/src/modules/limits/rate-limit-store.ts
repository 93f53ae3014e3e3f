import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { LimitRepository } from '../../store/types';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What the plugin passes to `child`: the route's merged options with `routeInfo` (its types omit it). */
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** Per-process counts used only while the account store cannot be reached (fail open, but bounded). */
class FallbackCounts {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number, now = Date.now()): Result {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.windows.clear();
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.resetAt - now };
  }
}

/**
 * The store of @fastify/rate-limit: counts live in the account store (`limits`), so a client's
 * per-route limit holds across every worker process and server. When the account store is
 * unreachable the limit falls back to this process's own counts: reads go on, never a 500.
 */
export function sharedRateLimitStore(limits: LimitRepository, log: FastifyBaseLogger) {
  const fallback = new FallbackCounts();
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      // Routes of one group share their counts; any other route counts on its own.
      const { routeInfo: route, groupId } = options as RouteOptions;
      this.prefix = groupId
        ? `rate:group ${groupId}`
        : `rate:${[route?.method ?? '*'].flat().join(',')} ${route?.url ?? '*'}`;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const counter = `${this.prefix}:${key}`;
      limits.hit(counter, timeWindow, { max }).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: unknown) => {
          log.warn({ err: error }, 'rate limit store unreachable; counting in this process');
          callback(null, fallback.hit(counter, timeWindow));
        },
      );
    }

    child(routeOptions: object): SharedRateLimitStore {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
