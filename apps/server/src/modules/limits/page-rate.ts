import type { FastifyRequest } from 'fastify';
import { fail } from '../../errors';
import { expensive } from './in-flight';

/**
 * Company and employee pages, landing-search pages, networks and similar-companies cards one
 * client may open per minute: more than a person reads (docs/decisions/020, 174).
 */
export const PAGES_PER_MINUTE = 60;

/**
 * Route config: the per-client rate of profile pages, answered with a 429 that points to exports
 * and API keys. Routes of one group (a page's two paths, docs/decisions/188) count together; a
 * fresh object per route, as the rate-limit factor scales each route's own `max`.
 */
export function pageRate(
  group?: 'company-page' | 'employee-page' | 'landing-search' | 'network' | 'similar',
) {
  return {
    rateLimit: {
      max: PAGES_PER_MINUTE,
      timeWindow: '1 minute',
      // Programs with an API key have the key's daily quota instead.
      allowList: (request: FastifyRequest) => request.apiKey !== null,
      errorResponseBuilder: () => fail('too_many_pages'),
      ...(group ? { groupId: group } : {}),
    },
  };
}

/**
 * Documents one client may ask for per minute, PDFs and exports together: a person opens a few;
 * rendering them is the costliest work the server does (docs/decisions/174).
 */
export const DOCUMENTS_PER_MINUTE = 20;

/**
 * Route config: the per-client rate of documents (PDF reports, register extracts, exports), each
 * an expensive request that counts in flight (docs/decisions/203).
 */
export function documentRate() {
  return {
    ...expensive,
    rateLimit: {
      max: DOCUMENTS_PER_MINUTE,
      timeWindow: '1 minute',
      allowList: (request: FastifyRequest) => request.apiKey !== null,
      errorResponseBuilder: () => fail('too_many_documents'),
      groupId: 'documents',
    },
  };
}
