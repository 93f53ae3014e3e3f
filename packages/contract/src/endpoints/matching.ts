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
    errors: ['match_too_many_queries', 'match_query_empty', 'match_field_unknown'],
  },
  reconcileGet: {
    auth: 'optional',
    keyInQuery: true,
    tags,
    summary:
      'Reconciliation Service API 0.2: the manifest; with queries= (an API key needed) the candidates of each query',
    query: ZReconcileGetQuery,
    response: ZReconcileManifest.or(ZReconcileResults),
    errors: [...queryErrors, 'unauthenticated', 'api_key_quota'],
  },
  reconcile: {
    auth: 'sessionOrKeyQuery',
    keyInQuery: true,
    tags,
    summary:
      'Reconciliation Service API 0.2: candidates (id, name, score 0–100, match) of up to 100 queries sent as the form field queries',
    body: ZReconcileForm,
    response: ZReconcileResults,
    errors: [...queryErrors],
  },
  reconcilePreview: {
    auth: 'none',
    tags,
    summary: 'Reconciliation preview of a company: name, register number, address, a link to its page',
    query: ZReconcilePreviewQuery,
    response: fileResponse('A small HTML page', ['text/html']),
    errors: ['company_not_found'],
  },
} as const satisfies RouteSpecs;
