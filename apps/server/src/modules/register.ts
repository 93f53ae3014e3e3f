import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { refuseUntabledRoutes } from '../http/serve';
import { accountRoutes } from './account/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { registerApiKeyCharge, registerAuthHooks } from './auth/guard';
import { authRoutes } from './auth/routes';
import { changesRoutes } from './changes/routes';
import { companyRoutes } from './companies/routes';
import { contactRoutes } from './contact/routes';
import { eventRoutes } from './events/routes';
import { type InFlightLimit, rateAfterSlot, registerInFlightLimit } from './limits/in-flight';
import { sharedRateLimitStore } from './limits/rate-limit-store';
import { quotaRoutes } from './limits/routes';
import { matchJobRoutes } from './matching/job-routes';
import { matchingRoutes } from './matching/routes';
import { networkRoutes } from './network/routes';
import { operatorRoutes } from './operator/routes';
import { searchRoutes } from './search/routes';
import type { Services } from './services';
import { sourcesRoutes } from './sources/routes';
import { statisticsRoutes } from './statistics/routes';
import { systemRoutes } from './system/routes';
import { webhookRoutes } from './webhooks/routes';
import { listRoutes } from './workspace/list-routes';
import { workspaceRoutes } from './workspace/routes';

/** Each module's routes, served from the route table (docs/decisions/100). */
const MODULE_ROUTES = [
  authRoutes,
  systemRoutes,
  searchRoutes,
  companyRoutes,
  networkRoutes,
  statisticsRoutes,
  sourcesRoutes,
  eventRoutes,
  contactRoutes,
  workspaceRoutes,
  listRoutes,
  changesRoutes,
  accountRoutes,
  apiKeyRoutes,
  quotaRoutes,
  matchingRoutes,
  webhookRoutes,
  matchJobRoutes,
  operatorRoutes,
];

/** Mounts every module's routes under /api. */
export async function registerModules(
  api: FastifyInstance,
  services: Services,
  inFlight: InFlightLimit,
): Promise<void> {
  const factor = services.config.rateLimitFactor;
  // Runs before the rate-limit plugin's own onRoute hook, which reads the route's limit.
  api.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (factor !== 1 && limit && typeof limit.max === 'number') limit.max = Math.ceil(limit.max * factor);
    rateAfterSlot(route.config);
  });
  // Counts live in the account store, so every worker process and server shares them.
  await api.register(rateLimit, { global: false, store: sharedRateLimitStore(services.limits, api.log) });
  // Answers to a signed-in caller (session or API key) hold personal or account data; the API's
  // other answers are not cached either unless a route says so (public documents, avatars).
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.auth || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  // Account mails queued by the last requests still go out before the mailer closes.
  api.addHook('onClose', () => services.auth.mailsSent());
  registerAuthHooks(api, services.config, services.sessions, services.apiKeys);
  // In this order: an API key's request counts against its quota once it holds its slot.
  registerInFlightLimit(api, inFlight);
  registerApiKeyCharge(api, services.apiKeys);
  refuseUntabledRoutes(api);
  for (const routes of MODULE_ROUTES) routes(api, services);
}
