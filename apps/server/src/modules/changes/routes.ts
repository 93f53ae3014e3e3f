import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

/** What changed at the caller's watched companies. */
export function changesRoutes(app: FastifyInstance, services: Services): void {
  const { watchChanges, digest } = services;
  serve(app, 'unseenWatchCount', async ({ caller }) => ({
    success: true as const,
    companies: await watchChanges.unseenCompanies(caller.user.user_id),
  }));
  serve(app, 'digestSettings', ({ caller }) => digest.settings(caller.user.user_id));
  serve(app, 'saveDigestSettings', ({ caller, body }) =>
    digest.setDaily(caller.user.user_id, body.daily_digest),
  );
}
