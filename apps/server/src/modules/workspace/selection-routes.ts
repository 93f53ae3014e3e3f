import {
  ZErrorResponse,
  ZExportQuery,
  ZListIdParams,
  ZMoveListItemsRequest,
  ZMoveListItemsResponse,
  ZRemoveListItemsResponse,
  ZSelectionRequest,
  ZUnwatchManyResponse,
} from '@fd/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompanyExportRow } from '../../store/types';
import { requireUser } from '../auth/guard';
import type { Services } from '../services';
import { toCsv } from './export';

/** 'Kunden Österreich' → 'Kunden-Osterreich': header-safe ASCII, umlauts without their dots. */
export function fileBaseName(name: string): string {
  const plain = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  return (
    plain
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'liste'
  );
}

/**
 * Counts the rows against the account's daily export quota before anything is built; then a
 * CSV streams out and a workbook is built in a worker thread (the render pool).
 */
async function sendExport(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  rows: CompanyExportRow[],
  format: 'csv' | 'xlsx',
  name: string,
): Promise<FastifyReply> {
  await services.quotas.exportRows(requireUser(request).user_id, rows.length);
  const xlsx = format === 'xlsx';
  return reply
    .type(
      xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
    )
    .header('content-disposition', `attachment; filename="${fileBaseName(name)}.${xlsx ? 'xlsx' : 'csv'}"`)
    .send(xlsx ? await services.render.run({ kind: 'xlsx', rows, sheetName: name }) : toCsv(rows));
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const tags = ['workspace'];

/**
 * Exports and the actions on a selection of the watch list or a lead list. Registered inside the
 * workspace routes, whose hook already refuses anonymous callers.
 */
export const selectionRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const ws = services.workspace;

    app.post(
      '/watchlist/remove',
      {
        schema: {
          tags,
          summary: 'Stop watching the selected companies (one transaction)',
          body: ZSelectionRequest,
          response: { 200: ZUnwatchManyResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        removed: await ws.unwatchMany(requireUser(request).user_id, request.body.company_ids),
      }),
    );
    app.get(
      '/watchlist/export',
      {
        schema: {
          tags,
          summary: 'Export the watch list, or the selected companies of it, as CSV or Excel',
          querystring: ZExportQuery,
        },
      },
      async (request, reply) => {
        const rows = await ws.exportWatchlist(requireUser(request).user_id, request.query.company_ids);
        return sendExport(services, request, reply, rows, request.query.format, 'Beobachtungsliste');
      },
    );

    app.post(
      '/lists/:id/items/remove',
      {
        schema: {
          tags,
          summary: 'Remove the selected companies from a lead list (one transaction)',
          params: ZListIdParams,
          body: ZSelectionRequest,
          response: { 200: ZRemoveListItemsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await ws.removeItems(requireUser(request).user_id, request.params.id, request.body.company_ids)),
      }),
    );
    app.post(
      '/lists/:id/items/move',
      {
        schema: {
          tags,
          summary: 'Move the selected companies to another of your lists (one transaction)',
          params: ZListIdParams,
          body: ZMoveListItemsRequest,
          response: { 200: ZMoveListItemsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await ws.moveItems(
          requireUser(request).user_id,
          request.params.id,
          request.body.target_list_id,
          request.body.company_ids,
        )),
      }),
    );
    app.get(
      '/lists/:id/export',
      {
        schema: {
          tags,
          summary: 'Export a lead list, or the selected companies of it, as CSV (UTF-8 with BOM, ;) or Excel',
          params: ZListIdParams,
          querystring: ZExportQuery,
        },
      },
      async (request, reply) => {
        const { list, rows } = await ws.exportList(
          requireUser(request).user_id,
          request.params.id,
          request.query.company_ids,
        );
        return sendExport(services, request, reply, rows, request.query.format, list.name);
      },
    );
  };
