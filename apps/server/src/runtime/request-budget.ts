import type { FastifyInstance } from 'fastify';
import { runWithBudget, WorkBudget } from './budget';
import type { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's work budget instead of the requests' one (an upload: docs/decisions/209). */
    budgetMs?: number;
  }
}

/**
 * Gives every request a work budget (`budgetMs`, or its route's `config.budgetMs`) that its
 * CPU-heavy loops check, and stops that work when the client goes away before the answer is sent.
 */
export function registerRequestBudget(app: FastifyInstance, budgetMs: number, metrics: Metrics): void {
  app.addHook('onRequest', (request, reply, done) => {
    const budget = new WorkBudget(request.routeOptions.config?.budgetMs ?? budgetMs);
    reply.raw.on('close', () => {
      if (reply.raw.writableFinished) return;
      budget.abort('client');
      metrics.clientAborts.inc();
      request.log.info({ url: request.url }, 'client went away: work stopped');
    });
    // Everything the request runs after this hook sees the budget (AsyncLocalStorage).
    runWithBudget(budget, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
