import {
  ZAddItemsResponse,
  ZAddListItemsRequest,
  ZCompanyIdParams,
  ZContactResponse,
  ZContactsResponse,
  ZCreateContactRequest,
  ZCreateListRequest,
  ZCreateSavedSearchRequest,
  ZErrorResponse,
  ZIdParam,
  ZListIdParams,
  ZListItemParams,
  ZListResponse,
  ZListsResponse,
  ZMessageResponse,
  ZRecentParams,
  ZRecentResponse,
  ZRenameListRequest,
  ZSavedSearchesResponse,
  ZSavedSearchResponse,
  ZUpdateContactRequest,
  ZWatchlistResponse,
  ZWatchRequest,
} from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard';
import type { Services } from '../services';
import { contactsToCsv } from './export';
import { selectionRoutes } from './selection-routes';

const ok = { success: true as const, message: 'Done.' };

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const tags = ['workspace'];

/** Every route here needs a session and touches only the caller's own rows. */
export const workspaceRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    // Every route here needs a session: anonymous callers get 401 before their input is read.
    app.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    const ws = services.workspace;
    await app.register(selectionRoutes(services));

    app.get(
      '/recent',
      {
        schema: {
          tags,
          summary: 'Recently viewed companies and employees',
          response: { 200: ZRecentResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        items: await ws.recent(requireUser(request).user_id),
      }),
    );
    app.delete(
      '/recent',
      { schema: { tags, summary: 'Clear the history', response: { 200: ZMessageResponse, ...errors } } },
      async (request) => {
        await ws.clearViews(requireUser(request).user_id);
        return ok;
      },
    );
    app.delete(
      '/recent/:id',
      {
        schema: {
          tags,
          summary: 'Remove one page from the history',
          params: ZRecentParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await ws.forgetView(requireUser(request).user_id, request.params.id);
        return ok;
      },
    );

    app.get(
      '/watchlist',
      {
        schema: {
          tags,
          summary: 'Watched companies with their changes (marks them seen)',
          response: { 200: ZWatchlistResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        items: await ws.watchlist(requireUser(request).user_id),
      }),
    );
    app.post(
      '/watchlist',
      {
        schema: {
          tags,
          summary: 'Watch a company',
          body: ZWatchRequest,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await ws.watch(requireUser(request).user_id, request.body.company_id);
        return ok;
      },
    );
    app.delete(
      '/watchlist/:companyId',
      {
        schema: {
          tags,
          summary: 'Stop watching a company',
          params: ZCompanyIdParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await ws.unwatch(requireUser(request).user_id, request.params.companyId);
        return ok;
      },
    );

    app.get(
      '/lists',
      { schema: { tags, summary: 'Lead lists', response: { 200: ZListsResponse, ...errors } } },
      async (request) => ({
        success: true as const,
        lists: await ws.lists(requireUser(request).user_id),
      }),
    );
    app.post(
      '/lists',
      {
        schema: {
          tags,
          summary: 'Create a lead list',
          body: ZCreateListRequest,
          response: { 200: ZListResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        list: await ws.createList(requireUser(request).user_id, request.body.name),
      }),
    );
    app.get(
      '/lists/:id',
      {
        schema: {
          tags,
          summary: 'A lead list with its companies',
          params: ZListIdParams,
          response: { 200: ZListResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await ws.list(requireUser(request).user_id, request.params.id)),
      }),
    );
    app.patch(
      '/lists/:id',
      {
        schema: {
          tags,
          summary: 'Rename a lead list',
          params: ZListIdParams,
          body: ZRenameListRequest,
          response: { 200: ZListResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        list: await ws.renameList(requireUser(request).user_id, request.params.id, request.body.name),
      }),
    );
    app.delete(
      '/lists/:id',
      {
        schema: {
          tags,
          summary: 'Delete a lead list',
          params: ZListIdParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await ws.deleteList(requireUser(request).user_id, request.params.id);
        return ok;
      },
    );
    app.post(
      '/lists/:id/items',
      {
        schema: {
          tags,
          summary: 'Add companies to a lead list',
          params: ZListIdParams,
          body: ZAddListItemsRequest,
          response: { 200: ZAddItemsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await ws.addItems(requireUser(request).user_id, request.params.id, request.body.company_ids)),
      }),
    );
    app.delete(
      '/lists/:id/items/:companyId',
      {
        schema: {
          tags,
          summary: 'Remove a company from a lead list',
          params: ZListItemParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await ws.removeItem(requireUser(request).user_id, request.params.id, request.params.companyId);
        return ok;
      },
    );
    app.get(
      '/contacts',
      {
        schema: { tags, summary: 'Saved employee contacts', response: { 200: ZContactsResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        contacts: await ws.contacts(requireUser(request).user_id),
      }),
    );
    app.post(
      '/contacts',
      {
        schema: {
          tags,
          summary: 'Save an employee as a contact (or update its note)',
          body: ZCreateContactRequest,
          response: { 200: ZContactResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        contact: await ws.createContact(
          requireUser(request).user_id,
          request.body.employee_id,
          request.body.note,
        ),
      }),
    );
    app.patch(
      '/contacts/:id',
      {
        schema: {
          tags,
          summary: "Change a contact's note",
          params: ZIdParam('id'),
          body: ZUpdateContactRequest,
          response: { 200: ZContactResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        contact: await ws.updateContact(
          requireUser(request).user_id,
          Number(request.params.id),
          request.body.note,
        ),
      }),
    );
    app.delete(
      '/contacts/:id',
      {
        schema: {
          tags,
          summary: 'Remove a contact',
          params: ZIdParam('id'),
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await ws.deleteContact(requireUser(request).user_id, Number(request.params.id));
        return ok;
      },
    );
    app.get(
      '/contacts/export',
      { schema: { tags, summary: 'Export contacts as CSV' } },
      async (request, reply) => {
        const user = requireUser(request);
        const contacts = await ws.contacts(user.user_id);
        await services.quotas.exportRows(user.user_id, contacts.length);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="kontakte.csv"')
          .send(contactsToCsv(contacts));
      },
    );

    app.get(
      '/saved-searches',
      {
        schema: {
          tags,
          summary: 'Saved advanced searches',
          response: { 200: ZSavedSearchesResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        searches: await ws.searches(requireUser(request).user_id),
      }),
    );
    app.post(
      '/saved-searches',
      {
        schema: {
          tags,
          summary: 'Save an advanced search under a name',
          body: ZCreateSavedSearchRequest,
          response: { 200: ZSavedSearchResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        search: await ws.createSearch(requireUser(request).user_id, request.body),
      }),
    );
    app.delete(
      '/saved-searches/:id',
      {
        schema: {
          tags,
          summary: 'Delete a saved search',
          params: ZIdParam('id'),
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await ws.deleteSearch(requireUser(request).user_id, Number(request.params.id));
        return ok;
      },
    );
  };
