import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

/** Webhooks in the account area (docs/decisions/143): a browser session only. */
export function webhookRoutes(app: FastifyInstance, services: Services): void {
  const { webhooks } = services;
  serve(app, 'webhooks', async ({ caller }) => ({
    success: true as const,
    webhooks: await webhooks.list(caller.user.user_id),
  }));
  serve(
    app,
    'createWebhook',
    { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } },
    async ({ caller, body }) => ({
      success: true as const,
      ...(await webhooks.create(caller.user.user_id, body)),
    }),
  );
  serve(app, 'deleteWebhook', async ({ caller, params }) => {
    await webhooks.remove(caller.user.user_id, params.id);
    return { success: true as const, message: 'The webhook has been deleted.' };
  });
  serve(
    app,
    'testWebhook',
    { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } },
    async ({ caller, params }) => ({
      success: true as const,
      delivery: await webhooks.test(caller.user.user_id, params.id),
    }),
  );
}
