import { MAX_AVATAR_DATA_URL } from '@fd/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { clearSessionCookies } from '../auth/guard';
import { documentRate } from '../limits/page-rate';
import type { Services } from '../services';

const strict = { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } };

/** The account area: a browser session only (the route table says so). */
export function accountRoutes(app: FastifyInstance, services: Services): void {
  const { account } = services;

  serve(app, 'account', ({ caller }) => ({ success: true as const, account: account.account(caller.user) }));
  // A picture of the allowed size is larger than the app's default body limit.
  serve(app, 'updateAccount', { bodyLimit: MAX_AVATAR_DATA_URL + 16 * 1024 }, async ({ caller, body }) => ({
    success: true as const,
    account: await account.update(caller.user, body),
  }));
  serve(app, 'changePassword', strict, async ({ caller, body }) => {
    await account.changePassword(caller.user, caller.session, body.current_password, body.new_password);
    return { success: true, message: 'Your password has been changed. Other sessions were signed out.' };
  });
  serve(app, 'sessions', async ({ caller }) => ({
    success: true as const,
    sessions: await account.sessions(caller.user, caller.session),
  }));
  serve(app, 'revokeSession', async ({ caller, params }) => {
    await account.revokeSession(caller.user, params.id);
    return { success: true, message: 'The session was signed out.' };
  });
  serve(app, 'exportAccount', { config: documentRate() }, async ({ caller, reply }) => {
    reply.header('content-disposition', 'attachment; filename="firmenradar-meine-daten.json"');
    return account.exportData(caller.user, caller.session);
  });
  serve(app, 'deleteAccount', strict, async ({ caller, body, reply }) => {
    await account.deleteAccount(caller.user, body.password, body.confirm_email);
    clearSessionCookies(reply, services.config);
    return { success: true, message: 'Your account and its data have been deleted.' };
  });
  serve(
    app,
    'support',
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async ({ caller, body, request }) => {
      await services.contact.submit(
        body,
        'support',
        { userId: caller.user.user_id, address: request.ip },
        caller.user.language,
      );
      return { success: true, message: 'Thank you! Our support team will get back to you soon.' };
    },
  );
}
