import type { FastifyRequest } from 'fastify';
import { fail } from '../../errors';

/** Company and employee pages one client may open per minute: more than a person reads. */
export const PAGES_PER_MINUTE = 60;

/** Route config: the per-client rate of profile pages, answered with a 429 that points to exports and API keys. */
export const pageRate = {
  rateLimit: {
    max: PAGES_PER_MINUTE,
    timeWindow: '1 minute',
    // Programs with an API key have the key's daily quota instead.
    allowList: (request: FastifyRequest) => request.apiKey !== null,
    errorResponseBuilder: () => fail('too_many_pages'),
  },
};
