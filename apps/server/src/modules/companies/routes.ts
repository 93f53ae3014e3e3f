import { ZTopCompaniesQuery, ZTopCompaniesResponse } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const companyRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/top_companies',
      {
        schema: {
          tags: ['companies'],
          summary: 'The 500 largest companies by latest revenue, 25 a page',
          querystring: ZTopCompaniesQuery,
          response: { 200: ZTopCompaniesResponse },
        },
      },
      (request) => services.topCompanies.page(request.query),
    );
  };
