import { ZErrorResponse, ZNetworkParams, ZNetworkQuery, ZNetworkResponse } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const networkRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/companies/:id/network',
      {
        schema: {
          tags: ['companies'],
          summary:
            "A company's network: parents, subsidiaries, people and their other companies (1 or 2 steps)",
          params: ZNetworkParams,
          querystring: ZNetworkQuery,
          response: { 200: ZNetworkResponse, 400: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      (request) => services.network.network(request.params.id, request.query.depth),
    );
  };
