import { ZClientConfig, ZHealthResponse } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const systemRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and the counts of the loaded dataset',
          response: { 200: ZHealthResponse },
        },
      },
      () => services.system.health(),
    );

    app.get(
      '/client-config',
      {
        schema: {
          tags: ['system'],
          summary: 'Public settings for the web app: Google client id, map tiles',
          response: { 200: ZClientConfig },
        },
      },
      () => services.system.clientConfig(),
    );
  };
