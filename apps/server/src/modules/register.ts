import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes';
import { registerAuthHooks } from './auth/guard';
import { authRoutes } from './auth/routes';
import { changesRoutes } from './changes/routes';
import { companyDetailRoutes } from './companies/detail-routes';
import { companyRoutes } from './companies/routes';
import { contactRoutes } from './contact/routes';
import { dashboardSearchRoutes } from './search/dashboard-routes';
import { searchRoutes } from './search/routes';
import type { Services } from './services';
import { statisticsRoutes } from './statistics/routes';
import { systemRoutes } from './system/routes';
import { workspaceRoutes } from './workspace/routes';

/** Mounts every module's routes under /api. */
export async function registerModules(api: FastifyInstance, services: Services): Promise<void> {
  const factor = services.config.rateLimitFactor;
  if (factor !== 1) {
    // Runs before the rate-limit plugin's own onRoute hook, which reads the route's limit.
    api.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') limit.max = Math.ceil(limit.max * factor);
    });
  }
  await api.register(rateLimit, { global: false });
  registerAuthHooks(api, services.config, services.sessions);
  await api.register(authRoutes(services));
  await api.register(systemRoutes(services));
  await api.register(searchRoutes(services));
  await api.register(dashboardSearchRoutes(services));
  await api.register(companyRoutes(services));
  await api.register(companyDetailRoutes(services));
  await api.register(statisticsRoutes(services));
  await api.register(contactRoutes(services));
  await api.register(workspaceRoutes(services));
  await api.register(changesRoutes(services));
  await api.register(accountRoutes(services));
}
