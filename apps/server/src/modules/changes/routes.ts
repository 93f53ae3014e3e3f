import { ZDigestSettings, ZDigestSettingsResponse, ZErrorResponse, ZWatchUnseenResponse } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard';
import type { Services } from '../services';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse };

/** What changed at the caller's watched companies. */
export const changesRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });

    app.get(
      '/watchlist/unseen',
      {
        schema: {
          tags: ['workspace'],
          summary: 'How many watched companies changed since the caller last looked (marks nothing seen)',
          response: { 200: ZWatchUnseenResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        companies: await services.watchChanges.unseenCompanies(requireUser(request).user_id),
      }),
    );

    app.get(
      '/account/digest',
      {
        schema: {
          tags: ['account'],
          summary: 'Whether the caller gets the daily digest of watched companies that changed',
          response: { 200: ZDigestSettingsResponse, ...errors },
        },
      },
      (request) => services.digest.settings(requireUser(request).user_id),
    );
    app.patch(
      '/account/digest',
      {
        schema: {
          tags: ['account'],
          summary: 'Opt in to or out of the daily digest',
          body: ZDigestSettings,
          response: { 200: ZDigestSettingsResponse, ...errors },
        },
      },
      (request) => services.digest.setDaily(requireUser(request).user_id, request.body.daily_digest),
    );
  };
