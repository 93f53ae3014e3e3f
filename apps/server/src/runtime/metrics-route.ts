import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from '../errors';
import { requestLang } from '../request-lang';
import type { Metrics } from './metrics';

/** A scrape refused while a worker is busy may come again this soon. */
const METRICS_RETRY_AFTER_SECONDS = 5;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: behind one, the socket is the proxy's and says nothing. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in Prometheus' text format: from this machine, or elsewhere with the configured
 * bearer token. `collect` gives this process's metrics, or all workers' merged. Behind a trusted
 * proxy (`TRUST_PROXY`) on the same host every visitor's socket is local, so a request that
 * carries forwarded headers is not (docs/decisions/174).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | null,
  behindProxy: boolean,
  collect: () => Promise<string> = () => metrics.registry.metrics(),
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // The socket's own address: a forwarded header must not open the metrics, and behind a
    // proxy it closes them.
    const forwarded = behindProxy && FORWARDED.some((name) => request.headers[name] !== undefined);
    const local = !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!local && !(token && tokenMatches(request.headers.authorization, token))) {
      return reply.code(403).send(errorAnswer('metrics_not_allowed', requestLang(request.headers)));
    }
    try {
      const text = await collect();
      return reply.type(metrics.registry.contentType).send(text);
    } catch (error) {
      // A serving worker that did not answer in time: no figures rather than a wrong sum.
      request.log.warn({ err: error }, 'metrics not collected');
      reply.header('retry-after', String(METRICS_RETRY_AFTER_SECONDS));
      return reply.code(503).send(errorAnswer('unavailable', requestLang(request.headers)));
    }
  });
}
