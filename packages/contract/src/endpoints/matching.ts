import {
  ZMatchDownloadQuery,
  ZMatchJobAnswer,
  ZMatchJobIdParams,
  ZMatchJobsAnswer,
  ZMatchLeadListAnswer,
  ZMatchLeadListBody,
  ZMatchReviewBody,
  ZMatchRowAnswer,
  ZMatchRowParams,
  ZMatchRowsAnswer,
  ZMatchRowsQuery,
  ZMatchStartBody,
  ZMatchUploadQuery,
} from '../match-jobs';
import { ZMatchRequest, ZMatchResponse } from '../matching';
import {
  ZReconcileForm,
  ZReconcileGetQuery,
  ZReconcileManifest,
  ZReconcilePreviewQuery,
  ZReconcileResults,
} from '../reconcile';
import { fileResponse, type RouteSpecs } from './define';

const tags = ['matching'];
const queryErrors = ['match_too_many_queries', 'reconcile_queries_invalid'] as const;

export const MATCHING_ROUTES = {
  match: {
    auth: 'sessionOrKeyQuery',
    tags,
    summary:
      'Match up to 100 companies (name, address, register number, LEI, VAT ID, website) to the register, with explained scores',
    body: ZMatchRequest,
    response: ZMatchResponse,
    errors: ['match_too_many_queries', 'match_query_empty', 'match_field_unknown', 'too_many_in_flight'],
  },
  reconcileGet: {
    auth: 'optional',
    keyInQuery: true,
    tags,
    summary:
      'Reconciliation Service API 0.2: the manifest; with queries= (an API key needed) the candidates of each query',
    query: ZReconcileGetQuery,
    response: ZReconcileManifest.or(ZReconcileResults),
    errors: [...queryErrors, 'unauthenticated', 'api_key_quota', 'too_many_in_flight'],
  },
  reconcile: {
    auth: 'sessionOrKeyQuery',
    keyInQuery: true,
    tags,
    summary:
      'Reconciliation Service API 0.2: candidates (id, name, score 0–100, match) of up to 100 queries sent as the form field queries',
    body: ZReconcileForm,
    response: ZReconcileResults,
    errors: [...queryErrors, 'too_many_in_flight'],
  },
  reconcilePreview: {
    auth: 'none',
    tags,
    summary: 'Reconciliation preview of a company: name, register number, address, a link to its page',
    query: ZReconcilePreviewQuery,
    response: fileResponse('A small HTML page', ['text/html']),
    errors: ['company_not_found'],
  },
  matchJobs: {
    auth: 'session',
    tags,
    summary: "The account's matching jobs of uploaded files, newest first",
    response: ZMatchJobsAnswer,
    errors: [],
  },
  matchUpload: {
    auth: 'session',
    tags,
    summary:
      'Upload a company list as the request body, a CSV (text/csv, any delimiter, UTF-8 or Windows-1252) or an Excel workbook (.xlsx, its first worksheet): a draft job with the columns mapped by their headers',
    query: ZMatchUploadQuery,
    response: ZMatchJobAnswer,
    errors: [
      'name_control_characters',
      'match_file_empty',
      'match_file_not_text',
      'match_file_no_rows',
      'match_file_too_many_rows',
      'match_file_ragged',
      'match_file_formula',
      'match_file_xlsx_damaged',
      'match_file_xlsx_macros',
      'match_file_xlsx_external_links',
      'match_file_xlsx_unpacked_too_large',
    ],
  },
  matchJob: {
    auth: 'session',
    tags,
    summary: 'A matching job: its status, progress and counts',
    params: ZMatchJobIdParams,
    response: ZMatchJobAnswer,
    errors: ['match_job_not_found'],
  },
  matchJobStart: {
    auth: 'session',
    tags,
    summary:
      "Start a draft job with the columns' mapping to the matcher's fields (one running job per account)",
    params: ZMatchJobIdParams,
    body: ZMatchStartBody,
    response: ZMatchJobAnswer,
    errors: [
      'match_job_not_found',
      'match_job_running',
      'match_job_started',
      'match_mapping_empty',
      'match_mapping_column',
      'match_rows_quota',
    ],
  },
  matchJobCancel: {
    auth: 'session',
    tags,
    summary: 'Cancel a queued or running job; the rows matched so far stay',
    params: ZMatchJobIdParams,
    response: ZMatchJobAnswer,
    errors: ['match_job_not_found'],
  },
  matchJobRows: {
    auth: 'session',
    tags,
    summary: "A page of a job's rows with their candidates, optionally of one state (matched, review, none)",
    params: ZMatchJobIdParams,
    query: ZMatchRowsQuery,
    response: ZMatchRowsAnswer,
    errors: ['match_job_not_found'],
  },
  matchJobReview: {
    auth: 'session',
    tags,
    summary:
      "A person's decision on a matched row: accept a company (a candidate or one found by hand), or reject",
    params: ZMatchRowParams,
    body: ZMatchReviewBody,
    response: ZMatchRowAnswer,
    errors: ['match_job_not_found', 'match_row_not_found', 'company_not_found'],
  },
  matchJobDownload: {
    auth: 'session',
    tags,
    summary:
      'The uploaded file enriched: every input column plus the matched company, as CSV or Excel workbook (`format`)',
    params: ZMatchJobIdParams,
    query: ZMatchDownloadQuery,
    response: fileResponse('The enriched file', [
      'text/csv; charset=utf-8',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]),
    errors: ['match_job_not_found', 'too_many_documents', 'too_many_in_flight'],
  },
  matchJobLeadList: {
    auth: 'session',
    tags,
    summary:
      "Add the companies of a job's matched rows (safe or accepted) to one of the caller's lead lists, or to a new list of the given name",
    params: ZMatchJobIdParams,
    body: ZMatchLeadListBody,
    response: ZMatchLeadListAnswer,
    errors: [
      'match_job_not_found',
      'match_lead_list_target',
      'name_control_characters',
      'match_lead_list_empty',
      'list_not_found',
      'list_name_taken',
      'limit_reached',
    ],
  },
} as const satisfies RouteSpecs;
