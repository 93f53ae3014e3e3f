import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

export function sourcesRoutes(app: FastifyInstance, services: Services): void {
  serve(app, 'sources', () => services.sources.freshness());
}
