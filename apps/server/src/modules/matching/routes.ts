import { API_KEY_REQUESTS_PER_DAY } from '@fd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../../http/serve';
import { requestLang } from '../../request-lang';
import { requireUser } from '../auth/guard';
import { expensive } from '../limits/in-flight';
import type { Services } from '../services';

/** The reconciliation GET is expensive only with queries; without them it is the manifest. */
const reconcileQueries = {
  inFlight: (request: FastifyRequest) => (request.query as { queries?: unknown }).queries !== undefined,
};

export function matchingRoutes(app: FastifyInstance, services: Services): void {
  const { matcher, reconciler, apiKeys } = services;

  /** The request itself counted one against an API key's quota; each further query counts too. */
  async function chargeQueries(request: FastifyRequest, reply: FastifyReply, queries: number) {
    if (!request.apiKey) return;
    const quota = await apiKeys.charge(request.apiKey.user_id, queries - 1);
    if (quota.count > 0)
      reply.header('ratelimit-remaining', String(Math.max(0, API_KEY_REQUESTS_PER_DAY - quota.count)));
  }

  // Matching up to 100 queries is expensive: it counts in flight like the MCP tool
  // `match_companies` (docs/decisions/210); the manifest and the preview are cheap.
  serve(app, 'match', { config: expensive }, async ({ body, request, reply }) => {
    await chargeQueries(request, reply, body.queries.length);
    const results = await matcher.matchMany(body.queries, requestLang(request.headers));
    return { success: true as const, results };
  });

  serve(app, 'reconcileGet', { config: reconcileQueries }, async ({ query, request, reply }) => {
    if (query.queries === undefined) return reconciler.manifest();
    requireUser(request);
    await chargeQueries(request, reply, Object.keys(query.queries).length);
    return reconciler.reconcile(query.queries, requestLang(request.headers));
  });

  serve(app, 'reconcilePreview', async ({ query, request }) => ({
    contentType: 'text/html' as const,
    body: await reconciler.preview(query.id, requestLang(request.headers)),
    inline: true,
  }));

  // OpenRefine posts its queries as a form (application/x-www-form-urlencoded); only here.
  app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    serve(forms, 'reconcile', { config: expensive }, async ({ body, request, reply }) => {
      await chargeQueries(request, reply, Object.keys(body.queries).length);
      return reconciler.reconcile(body.queries, requestLang(request.headers));
    });
  });
}
