import { MATCH_FILE_MAX_BYTES } from '@fd/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { requestLang } from '../../request-lang';
import { documentRate } from '../limits/page-rate';
import type { Services } from '../services';
import { XLSX_TYPES } from './jobs/upload-xlsx';

/** Content types a browser or a client sends a CSV file (Windows: Excel's) or a workbook with. */
const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  'application/zip',
  ...XLSX_TYPES,
];
/** Room for a file of the largest size and nothing else. */
const UPLOAD_BODY_LIMIT = MATCH_FILE_MAX_BYTES;
/**
 * An upload's work budget instead of the requests' (SEARCH_BUDGET_MS): reading the largest file
 * allowed on a busy machine takes longer than a search may, and the parse yields every slice, so
 * the worker serves others meanwhile (docs/decisions/209).
 */
export const MATCH_UPLOAD_BUDGET_MS = 120_000;

export function matchJobRoutes(app: FastifyInstance, { matchJobs }: Services): void {
  serve(app, 'matchJobs', async ({ caller }) => ({
    success: true as const,
    jobs: await matchJobs.list(caller.user.user_id),
  }));
  serve(app, 'matchJob', async ({ caller, params }) => ({
    success: true as const,
    job: await matchJobs.get(caller.user.user_id, params.id),
  }));
  serve(app, 'matchJobStart', async ({ caller, params, body }) => ({
    success: true as const,
    job: await matchJobs.start(caller.user.user_id, params.id, body.mapping),
  }));
  serve(app, 'matchJobCancel', async ({ caller, params }) => ({
    success: true as const,
    job: await matchJobs.cancel(caller.user.user_id, params.id),
  }));
  serve(app, 'matchJobRows', async ({ caller, params, query }) => ({
    success: true as const,
    ...(await matchJobs.rows(caller.user.user_id, params.id, query.state, query.offset)),
  }));
  serve(app, 'matchJobReview', async ({ caller, params, body }) => ({
    success: true as const,
    row: await matchJobs.review(caller.user.user_id, params.id, params.row, body),
  }));
  serve(app, 'matchJobLeadList', async ({ caller, params, body }) => ({
    success: true as const,
    ...(await matchJobs.addToLeadList(caller.user.user_id, params.id, body)),
  }));
  serve(app, 'matchJobDownload', { config: documentRate() }, async ({ caller, params, query }) =>
    matchJobs.download(caller.user.user_id, params.id, query.format),
  );

  // The file is the body itself, read as bytes only on this route (the others keep their JSON limit).
  app.register(async (files) => {
    files.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    serve(
      files,
      'matchUpload',
      { bodyLimit: UPLOAD_BODY_LIMIT, config: { budgetMs: MATCH_UPLOAD_BUDGET_MS } },
      async ({ caller, query, request }) => ({
        success: true as const,
        job: await matchJobs.upload({
          userId: caller.user.user_id,
          fileName: query.file_name,
          contentType: request.headers['content-type'] ?? '',
          body: request.body,
          lang: requestLang(request.headers),
        }),
      }),
    );
  });
}
