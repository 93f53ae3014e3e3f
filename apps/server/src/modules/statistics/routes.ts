import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

export function statisticsRoutes(app: FastifyInstance, services: Services): void {
  serve(app, 'statistics', () => services.statistics.statistics());
  serve(app, 'countryStats', () => services.statistics.countryStats());
}
