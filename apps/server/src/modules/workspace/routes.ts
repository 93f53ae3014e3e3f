import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { documentRate } from '../limits/page-rate';
import type { Services } from '../services';

const ok = { success: true as const, message: 'Done.' };

/** Recently viewed, the watch list, contacts and saved searches: the caller's own rows only. */
export function workspaceRoutes(app: FastifyInstance, services: Services): void {
  const ws = services.workspace;
  const { exports, recentViews } = services;

  serve(app, 'recent', async ({ caller }) => ({
    success: true as const,
    items: await recentViews.recent(caller.user.user_id),
  }));
  serve(app, 'clearRecent', async ({ caller }) => {
    await recentViews.clearViews(caller.user.user_id);
    return ok;
  });
  serve(app, 'forgetRecent', async ({ caller, params }) => {
    await recentViews.forgetView(caller.user.user_id, params.id);
    return ok;
  });

  serve(app, 'watchlist', async ({ caller }) => ({
    success: true as const,
    items: await ws.watchlist(caller.user.user_id),
  }));
  serve(app, 'watch', async ({ caller, body }) => {
    await ws.watch(caller.user.user_id, body.company_id);
    return ok;
  });
  serve(app, 'unwatch', async ({ caller, params }) => {
    await ws.unwatch(caller.user.user_id, params.companyId);
    return ok;
  });
  serve(app, 'unwatchMany', async ({ caller, body }) => ({
    success: true as const,
    removed: await ws.unwatchMany(caller.user.user_id, body.company_ids),
  }));
  serve(app, 'watchAlertsAll', async ({ caller, body }) => ({
    success: true as const,
    ...(await ws.setAlertTypes(caller.user.user_id, null, body.types)),
  }));
  serve(app, 'watchAlerts', async ({ caller, params, body }) => ({
    success: true as const,
    ...(await ws.setAlertTypes(caller.user.user_id, params.companyId, body.types)),
  }));
  serve(app, 'watchlistExport', { config: documentRate() }, ({ caller, query }) =>
    exports.watchlist(caller.user.user_id, caller.user.language, query.format, query.company_ids),
  );

  serve(app, 'contacts', async ({ caller }) => ({
    success: true as const,
    contacts: await ws.contacts(caller.user.user_id),
  }));
  serve(app, 'saveContact', async ({ caller, body }) => ({
    success: true as const,
    contact: await ws.createContact(caller.user.user_id, body.employee_id, body.note),
  }));
  serve(app, 'updateContact', async ({ caller, params, body }) => ({
    success: true as const,
    contact: await ws.updateContact(caller.user.user_id, params.id, body.note),
  }));
  serve(app, 'deleteContact', async ({ caller, params }) => {
    await ws.deleteContact(caller.user.user_id, params.id);
    return ok;
  });
  serve(app, 'contactsExport', { config: documentRate() }, ({ caller }) =>
    exports.contacts(caller.user.user_id, caller.user.language),
  );

  serve(app, 'savedSearches', async ({ caller }) => ({
    success: true as const,
    searches: await ws.searches(caller.user.user_id),
  }));
  serve(app, 'createSavedSearch', async ({ caller, body }) => ({
    success: true as const,
    search: await ws.createSearch(caller.user.user_id, body),
  }));
  serve(app, 'deleteSavedSearch', async ({ caller, params }) => {
    await ws.deleteSearch(caller.user.user_id, params.id);
    return ok;
  });
}
