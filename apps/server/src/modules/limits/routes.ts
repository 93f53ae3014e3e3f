import { ZErrorResponse, ZQuotasResponse } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard';
import type { Services } from '../services';

export const quotaRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/quotas',
      {
        schema: {
          tags: ['account'],
          summary: "The caller's daily quotas: export rows and employees' contact data",
          response: { 200: ZQuotasResponse, 401: ZErrorResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await services.quotas.snapshot(requireUser(request).user_id)),
      }),
    );
  };
