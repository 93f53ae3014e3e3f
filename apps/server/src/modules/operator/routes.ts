import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

/** The operator console's API: operators only (docs/decisions/170). */
export function operatorRoutes(app: FastifyInstance, services: Services): void {
  const { operator } = services;
  app.decorate('isOperator', (userId: string) => operator.isOperator(userId));
  serve(app, 'operatorReports', async ({ query }) => ({ reports: await operator.reports(query.status) }));
  serve(app, 'acceptReport', ({ params, body, caller }) => operator.accept(params.id, body, caller.user));
  serve(app, 'rejectReport', ({ params, body, caller }) =>
    operator.reject(params.id, body.reason, caller.user),
  );
  serve(app, 'operatorAudit', ({ query }) => operator.auditLog(query));
}
