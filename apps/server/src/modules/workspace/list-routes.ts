import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { documentRate } from '../limits/page-rate';
import type { Services } from '../services';

/** Lead lists and the actions on a selection of one: the caller's own lists only. */
export function listRoutes(app: FastifyInstance, services: Services): void {
  const ws = services.workspace;

  serve(app, 'lists', async ({ caller }) => ({
    success: true as const,
    lists: await ws.lists(caller.user.user_id),
  }));
  serve(app, 'createList', async ({ caller, body }) => ({
    success: true as const,
    list: await ws.createList(caller.user.user_id, body.name),
  }));
  serve(app, 'list', async ({ caller, params, query }) => ({
    success: true as const,
    ...(await ws.list(caller.user.user_id, params.id, query)),
  }));
  serve(app, 'renameList', async ({ caller, params, body }) => ({
    success: true as const,
    list: await ws.renameList(caller.user.user_id, params.id, body.name),
  }));
  serve(app, 'deleteList', async ({ caller, params }) => {
    await ws.deleteList(caller.user.user_id, params.id);
    return { success: true as const, message: 'Done.' };
  });
  serve(app, 'addListItems', async ({ caller, params, body }) => {
    const { added, list } = await ws.addItems(caller.user.user_id, params.id, body.company_ids);
    return { success: true as const, added, list };
  });
  serve(app, 'removeListItem', async ({ caller, params }) => {
    await ws.removeItem(caller.user.user_id, params.id, params.companyId);
    return { success: true as const, message: 'Done.' };
  });
  serve(app, 'removeListItems', async ({ caller, params, body }) => ({
    success: true as const,
    ...(await ws.removeItems(caller.user.user_id, params.id, body.company_ids)),
  }));
  serve(app, 'moveListItems', async ({ caller, params, body }) => ({
    success: true as const,
    ...(await ws.moveItems(caller.user.user_id, params.id, body.target_list_id, body.company_ids)),
  }));
  serve(app, 'listExport', { config: documentRate() }, ({ caller, params, query }) =>
    services.exports.list(
      caller.user.user_id,
      caller.user.language,
      params.id,
      query.format,
      query.company_ids,
    ),
  );
}
