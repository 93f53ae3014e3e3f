import { ZSourcesResponse } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const sourcesRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sources',
      {
        schema: {
          tags: ['sources'],
          summary:
            'Per open register: the last successful sync, when the register published the data, and the companies it holds',
          response: { 200: ZSourcesResponse },
        },
      },
      () => services.sources.freshness(),
    );
  };
