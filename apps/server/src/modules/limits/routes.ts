import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

export function quotaRoutes(app: FastifyInstance, services: Services): void {
  serve(app, 'quotas', async ({ caller }) => ({
    success: true as const,
    ...(await services.quotas.snapshot(caller.user.user_id)),
  }));
}
