import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

export function contactRoutes(app: FastifyInstance, services: Services): void {
  serve(
    app,
    'contact',
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async ({ body }) => {
      await services.contact.submit(body, 'contact', null);
      return { success: true as const, message: 'Thank you! We will get back to you soon.' };
    },
  );
}
