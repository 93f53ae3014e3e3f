import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

export function systemRoutes(app: FastifyInstance, services: Services): void {
  serve(app, 'health', () => services.system.health());
  serve(app, 'clientConfig', () => services.system.clientConfig());
  // @fastify/swagger builds the document from the registered routes, i.e. from the route table.
  serve(app, 'openApi', () => ({ contentType: 'application/json', body: JSON.stringify(app.swagger()) }));
}
