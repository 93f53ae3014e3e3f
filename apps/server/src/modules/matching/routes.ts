import { API_KEY_REQUESTS_PER_DAY } from '@fd/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { requestLang } from '../../request-lang';
import type { Services } from '../services';

export function matchingRoutes(app: FastifyInstance, services: Services): void {
  const { matcher, apiKeys } = services;
  serve(app, 'match', async ({ body, request, reply }) => {
    // The request itself counted one against an API key's quota; each further query counts too.
    if (request.apiKey) {
      const quota = await apiKeys.charge(request.apiKey.key_id, body.queries.length - 1);
      if (quota.count > 0)
        reply.header('ratelimit-remaining', String(Math.max(0, API_KEY_REQUESTS_PER_DAY - quota.count)));
    }
    const results = await matcher.matchMany(body.queries, requestLang(request.headers));
    return { success: true as const, results };
  });
}
