import { API_KEY_REQUESTS_PER_DAY } from '@fd/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

/** The account area's API keys: listed, created (the key shown once) and revoked with a browser session. */
export function apiKeyRoutes(app: FastifyInstance, services: Services): void {
  const { apiKeys } = services;
  serve(app, 'apiKeys', async ({ caller }) => ({
    success: true as const,
    keys: await apiKeys.list(caller.user.user_id),
    daily_quota: API_KEY_REQUESTS_PER_DAY,
  }));
  serve(
    app,
    'createApiKey',
    { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } },
    async ({ caller, body }) => {
      const { key, apiKey } = await apiKeys.create(caller.user.user_id, body.name);
      return { success: true as const, key, api_key: apiKey };
    },
  );
  serve(app, 'revokeApiKey', async ({ caller, params }) => {
    await apiKeys.revoke(caller.user.user_id, params.id);
    return { success: true as const, message: 'The API key has been revoked.' };
  });
}
