import {
  ZErrorResponse,
  ZNetworkParams,
  ZNetworkQuery,
  ZNetworkResponse,
  ZPersonParams,
  ZPersonResponse,
} from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRate } from '../limits/page-rate';
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

    app.get(
      '/people/:key',
      {
        config: pageRate,
        schema: {
          tags: ['employees'],
          summary:
            "A representative's page: every company the person is tied to, with roles and dates (key: the network's person node id)",
          params: ZPersonParams,
          response: { 200: ZPersonResponse, 400: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      (request) => services.persons.person(request.params.key),
    );
  };
