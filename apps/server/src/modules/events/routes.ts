import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

/** Register events for programs: the feed. */
export function eventRoutes(app: FastifyInstance, services: Services): void {
  serve(app, 'eventFeed', ({ query }) => services.eventFeed.page(query));
}
