import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from '../errors';
import { requestLang } from '../request-lang';
import type { Metrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in Prometheus' text format: from this machine, or elsewhere with the configured
 * bearer token. `collect` gives this process's metrics, or all workers' merged.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | null,
  collect: () => Promise<string> = () => metrics.registry.metrics(),
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // The socket's own address: a forwarded header must not open the metrics.
    const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!local && !(token && tokenMatches(request.headers.authorization, token))) {
      return reply.code(403).send(errorAnswer('metrics_not_allowed', requestLang(request.headers)));
    }
    reply.type(metrics.registry.contentType);
    return collect();
  });
}
