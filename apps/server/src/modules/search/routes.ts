import { ZLandingSearchQuery, ZLandingSearchResponse, ZSuggestQuery, ZSuggestResponse } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const searchRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/landing_search',
      {
        schema: {
          tags: ['search'],
          summary: 'Search companies by name (public)',
          querystring: ZLandingSearchQuery,
          response: { 200: ZLandingSearchResponse },
        },
      },
      (request) => services.search.landingSearch(request.query),
    );

    app.get(
      '/suggestCompanyFromInput',
      {
        schema: {
          tags: ['search'],
          summary: 'Company name suggestions while typing (at most 5)',
          querystring: ZSuggestQuery,
          response: { 200: ZSuggestResponse },
        },
      },
      (request) => services.search.suggest(request.query.keyword),
    );
  };
