import {
  ZErrorResponse,
  ZGegenstandQuery,
  ZGegenstandResponse,
  ZSearchRequest,
  ZSearchResponse,
  ZTitleSuggestResponse,
} from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const dashboardSearchRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/search',
      {
        schema: {
          tags: ['search'],
          summary:
            'Dashboard search of companies or employees with filters (advanced filters need a session)',
          body: ZSearchRequest,
          response: { 200: ZSearchResponse, 400: ZErrorResponse, 401: ZErrorResponse },
        },
      },
      (request) => services.dashboardSearch.search(request.body, request.auth?.user ?? null),
    );

    app.get(
      '/get_gegenstand',
      {
        schema: {
          tags: ['search'],
          summary: 'Industries (business purposes) matching a word, for the industry filter',
          querystring: ZGegenstandQuery,
          response: { 200: ZGegenstandResponse },
        },
      },
      (request) => services.dashboardSearch.industries(request.query.keyword),
    );

    app.get(
      '/employee_titles',
      {
        schema: {
          tags: ['search'],
          summary: 'Job titles starting with a word, for the employee_title filter',
          querystring: ZGegenstandQuery,
          response: { 200: ZTitleSuggestResponse },
        },
      },
      (request) => services.dashboardSearch.titles(request.query.keyword),
    );
  };
