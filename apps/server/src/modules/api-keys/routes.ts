import {
  API_KEY_REQUESTS_PER_DAY,
  ZApiKeyParams,
  ZApiKeysResponse,
  ZCreateApiKeyRequest,
  ZCreatedApiKey,
  ZErrorResponse,
  ZMessageResponse,
} from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSessionUser } from '../auth/guard';
import type { Services } from '../services';

const tags = ['account'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The account area's API keys: listed, created (the key shown once) and revoked with a browser session. */
export const apiKeyRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { apiKeys } = services;
    app.addHook('preValidation', async (request) => {
      requireSessionUser(request);
    });

    app.get(
      '/account/api-keys',
      {
        schema: {
          tags,
          summary: "The caller's API keys (never the keys themselves)",
          response: { 200: ZApiKeysResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        keys: await apiKeys.list(requireSessionUser(request).user_id),
        daily_quota: API_KEY_REQUESTS_PER_DAY,
      }),
    );

    app.post(
      '/account/api-keys',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags,
          summary: 'Create an API key; the answer holds the key, shown this once',
          body: ZCreateApiKeyRequest,
          response: { 200: ZCreatedApiKey, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => {
        const { key, apiKey } = await apiKeys.create(requireSessionUser(request).user_id, request.body.name);
        return { success: true as const, key, api_key: apiKey };
      },
    );

    app.delete(
      '/account/api-keys/:id',
      {
        schema: {
          tags,
          summary: 'Revoke an API key: it is refused from now on',
          params: ZApiKeyParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await apiKeys.revoke(requireSessionUser(request).user_id, request.params.id);
        return { success: true as const, message: 'The API key has been revoked.' };
      },
    );
  };
