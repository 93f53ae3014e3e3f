import { ZMatchRequest, ZMatchResponse } from '../matching';
import type { RouteSpecs } from './define';

const tags = ['matching'];

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
} as const satisfies RouteSpecs;
