import { ZLandingSearchQuery, ZLandingSearchResponse, ZSuggestQuery, ZSuggestResponse } from '../api';
import { ANONYMOUS_SEARCH_DEPTH } from '../constants';
import {
  ZGegenstandQuery,
  ZGegenstandResponse,
  ZSearchRequest,
  ZSearchResponse,
  ZTitleSuggestResponse,
} from '../search';
import type { RouteSpecs } from './define';

const tags = ['search'];

export const SEARCH_ROUTES = {
  landingSearch: {
    auth: 'optional',
    tags,
    summary: `Search companies by name (public; without an account the first ${ANONYMOUS_SEARCH_DEPTH} results; pages per minute limited per client)`,
    query: ZLandingSearchQuery,
    response: ZLandingSearchResponse,
    errors: ['search_too_broad', 'search_depth_login', 'too_many_pages'],
  },
  suggestCompanies: {
    auth: 'none',
    tags,
    summary: 'Company name suggestions while typing (at most 5)',
    query: ZSuggestQuery,
    response: ZSuggestResponse,
    errors: ['search_too_broad'],
  },
  dashboardSearch: {
    auth: 'optional',
    tags,
    summary: 'Dashboard search of companies or employees with filters (advanced filters need a session)',
    body: ZSearchRequest,
    response: ZSearchResponse,
    errors: [
      'advanced_search_login',
      'keyword_invalid',
      'filter_invalid',
      'radius_invalid',
      'address_not_found',
      'group_company_unknown',
      'search_too_broad',
      'too_many_in_flight',
    ],
  },
  industries: {
    auth: 'none',
    tags,
    summary: 'Industries (business purposes) matching a word, for the industry filter',
    query: ZGegenstandQuery,
    response: ZGegenstandResponse,
    errors: [],
  },
  employeeTitles: {
    auth: 'none',
    tags,
    summary: 'Job titles starting with a word, for the employee_title filter',
    query: ZGegenstandQuery,
    response: ZTitleSuggestResponse,
    errors: ['search_too_broad'],
  },
} as const satisfies RouteSpecs;
