import {
  ZCompanyDetail,
  ZCompanyQuery,
  ZDocumentQuery,
  ZEmployeeDetail,
  ZEmployeeQuery,
  ZErrorResponse,
  ZIssueReport,
  ZIssueReportResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZReportQuery,
} from '@fd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard';
import { pageRate } from '../limits/page-rate';
import type { Services } from '../services';

function sendPdf(
  reply: FastifyReply,
  { pdf, filename }: { pdf: Buffer; filename: string },
  download: boolean,
) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${filename}"`)
    .header('cache-control', 'private, max-age=300')
    .send(pdf);
}

export const companyDetailRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { companyDetail } = services;
    const notFound = { 400: ZErrorResponse, 404: ZErrorResponse };

    app.get(
      '/companies',
      {
        config: pageRate,
        schema: {
          tags: ['companies'],
          summary:
            'Everything on a company page: record, financials, representatives, team, linked companies',
          querystring: ZCompanyQuery,
          response: { 200: ZCompanyDetail, ...notFound, 429: ZErrorResponse },
        },
      },
      (request) => companyDetail.detail(request.query.cid, request.auth?.user ?? null),
    );

    app.get(
      '/employees',
      {
        config: pageRate,
        schema: {
          tags: ['employees'],
          summary:
            'An employee profile; e-mail and phone only for logged-in users, within a daily quota per account',
          querystring: ZEmployeeQuery,
          response: { 200: ZEmployeeDetail, ...notFound, 429: ZErrorResponse },
        },
      },
      (request) => companyDetail.employee(request.query.eid, request.auth?.user ?? null),
    );

    app.get(
      '/financial_report',
      {
        schema: {
          tags: ['documents'],
          summary: 'A financial report as PDF',
          querystring: ZReportQuery.extend({ download: z.enum(['0', '1']).optional() }),
        },
      },
      async (request, reply) =>
        sendPdf(reply, await companyDetail.financialReport(request.query.id), request.query.download === '1'),
    );

    app.get(
      '/gisaDocument',
      {
        schema: {
          tags: ['documents'],
          summary: 'GISA register extract (PDF), for companies from source 1',
          querystring: ZDocumentQuery,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await companyDetail.registerExtract(request.query.id, 'gisa'), false),
    );

    app.get(
      '/zrvDocument',
      {
        schema: {
          tags: ['documents'],
          summary: 'ZVR register extract (PDF), for companies with a ZVR number',
          querystring: ZDocumentQuery,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await companyDetail.registerExtract(request.query.id, 'zvr'), false),
    );

    app.post(
      '/reports',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['companies'],
          summary: 'Report a data issue on a company or employee page',
          body: ZIssueReport,
          response: { 200: ZIssueReportResponse, 400: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Thank you! Your report has been submitted successfully.',
        status: 'open' as const,
        ...(await companyDetail.report(request.body, request.auth?.user ?? null)),
      }),
    );

    app.post(
      '/refreshData',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['companies'],
          summary: 'Re-read a company from its source and record what changed (needs a session)',
          body: ZRefreshRequest,
          response: { 200: ZRefreshResponse, ...notFound },
        },
      },
      (request) => {
        requireUser(request);
        return companyDetail.refresh(request.body.company_id);
      },
    );
  };
