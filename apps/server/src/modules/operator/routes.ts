import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import type { Services } from '../services';

/** The operator console's API: operators only (docs/decisions/170). */
export function operatorRoutes(app: FastifyInstance, services: Services): void {
  const { operator, operatorUsers, personBlocks, privacyRequests, inbox, sources } = services;
  app.decorate('isOperator', (userId: string) => operator.isOperator(userId));
  serve(app, 'operatorReports', async ({ query }) => ({ reports: await operator.reports(query.status) }));
  serve(app, 'acceptReport', ({ params, body, caller }) => operator.accept(params.id, body, caller.user));
  serve(app, 'rejectReport', ({ params, body, caller }) =>
    operator.reject(params.id, body.reason, caller.user),
  );
  serve(app, 'operatorAudit', ({ query }) => operator.auditLog(query));
  serve(app, 'operatorUsers', async ({ query }) => ({ users: await operatorUsers.search(query.q) }));
  serve(app, 'lockUser', ({ params, caller }) => operatorUsers.lock(params.id, caller.user));
  serve(app, 'unlockUser', ({ params, caller }) => operatorUsers.unlock(params.id, caller.user));
  serve(app, 'endUserSessions', ({ params, caller }) => operatorUsers.endSessions(params.id, caller.user));
  serve(app, 'revokeUserKeys', ({ params, caller }) => operatorUsers.revokeKeys(params.id, caller.user));
  serve(app, 'personBlocks', () => personBlocks.list());
  serve(app, 'blockPerson', ({ body, caller }) => personBlocks.block(body, caller.user));
  serve(app, 'unblockPerson', ({ body, caller }) => personBlocks.unblock(body, caller.user));
  serve(app, 'operatorPrivacyRequests', ({ query }) => privacyRequests.list(query.status));
  serve(app, 'blockForPrivacyRequest', ({ params, body, caller }) =>
    privacyRequests.block(params.id, body.person, caller.user),
  );
  serve(app, 'correctForPrivacyRequest', ({ params, body, caller }) =>
    privacyRequests.correct(params.id, body, caller.user),
  );
  serve(app, 'rejectPrivacyRequest', ({ params, body, caller }) =>
    privacyRequests.reject(params.id, body.reason, caller.user),
  );
  serve(app, 'operatorInbox', ({ query }) => inbox.list(query.status));
  serve(app, 'replyToMessage', ({ params, body, caller }) => inbox.reply(params.id, body, caller.user));
  serve(app, 'closeMessage', ({ params, caller }) => inbox.close(params.id, caller.user));
  serve(app, 'operatorSyncRuns', () => sources.runs());
}
