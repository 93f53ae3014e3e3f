import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { requestLang } from '../auth/messages';

/** Company and employee pages one client may open per minute: more than a person reads. */
export const PAGES_PER_MINUTE = 60;

const TOO_MANY_PAGES = {
  de: 'Sie öffnen Seiten schneller, als ein Mensch sie liest. Für Daten in großer Menge nutzen Sie bitte die Exporte (Listen im Dashboard) oder einen API-Schlüssel.',
  en: 'You are opening pages faster than a person reads them. For bulk data, please use the exports (lists in the dashboard) or an API key.',
};

/** Route config: the per-client rate of profile pages, answered with a 429 that points to exports and API keys. */
export const pageRate = {
  rateLimit: {
    max: PAGES_PER_MINUTE,
    timeWindow: '1 minute',
    // Programs with an API key have the key's daily quota instead.
    allowList: (request: FastifyRequest) => request.apiKey !== null,
    errorResponseBuilder: (request: FastifyRequest) =>
      new AppError('rate_limited', TOO_MANY_PAGES[requestLang(request.headers)], 'too_many_pages'),
  },
};
