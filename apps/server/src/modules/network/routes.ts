import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { expensiveNetwork } from '../limits/in-flight';
import { pageRate } from '../limits/page-rate';
import type { Services } from '../services';

export function networkRoutes(app: FastifyInstance, services: Services): void {
  serve(app, 'network', { config: { ...pageRate('network'), ...expensiveNetwork } }, ({ params, query }) =>
    services.network.network(params.id, query.depth),
  );
  serve(app, 'person', { config: pageRate() }, ({ params, caller }) =>
    services.persons.person(params.key, caller?.user.user_id ?? null),
  );
}
