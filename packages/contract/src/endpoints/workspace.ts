import { ZMessageResponse } from '../auth';
import { ZWatchUnseenResponse } from '../changes';
import { ZWatchAlertsRequest, ZWatchAlertsResponse } from '../watch-alerts';
import {
  ZCompanyIdParams,
  ZContactResponse,
  ZContactsResponse,
  ZCreateContactRequest,
  ZCreateSavedSearchRequest,
  ZExportQuery,
  ZIdParams,
  ZRecentParams,
  ZRecentResponse,
  ZSavedSearchesResponse,
  ZSavedSearchResponse,
  ZUpdateContactRequest,
  ZWatchlistResponse,
  ZWatchRequest,
} from '../workspace';
import { ZSelectionRequest, ZUnwatchManyResponse } from '../workspace-selection';
import { fileResponse, type RouteSpecs } from './define';

const tags = ['workspace'];
const auth = 'sessionOrKey';

/** A CSV (UTF-8 with BOM, `;`) or an Excel workbook, by the `format` of the query. */
export const EXPORT_FILE = fileResponse('The export, as `format` asks', [
  'text/csv; charset=utf-8',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** Recently viewed pages, the watch list, contacts and saved searches: the caller's own rows only. */
export const WORKSPACE_ROUTES = {
  recent: {
    auth,
    tags,
    summary: 'Recently viewed companies, employees and people',
    response: ZRecentResponse,
    errors: [],
  },
  clearRecent: { auth, tags, summary: 'Clear the history', response: ZMessageResponse, errors: [] },
  forgetRecent: {
    auth,
    tags,
    summary: 'Remove one page from the history',
    params: ZRecentParams,
    response: ZMessageResponse,
    errors: ['view_not_found'],
  },
  watchlist: {
    auth,
    tags,
    summary: 'Watched companies with their changes (marks them seen)',
    response: ZWatchlistResponse,
    errors: [],
  },
  watch: {
    auth,
    tags,
    summary: 'Watch a company',
    body: ZWatchRequest,
    response: ZMessageResponse,
    errors: ['company_not_found', 'limit_reached'],
  },
  unwatch: {
    auth,
    tags,
    summary: 'Stop watching a company',
    params: ZCompanyIdParams,
    response: ZMessageResponse,
    errors: ['not_watched'],
  },
  unwatchMany: {
    auth,
    tags,
    summary: 'Stop watching the selected companies (one transaction)',
    body: ZSelectionRequest,
    response: ZUnwatchManyResponse,
    errors: [],
  },
  unseenWatchCount: {
    auth,
    tags,
    summary: 'How many watched companies changed since the caller last looked (marks nothing seen)',
    response: ZWatchUnseenResponse,
    errors: [],
  },
  watchAlertsAll: {
    auth,
    tags,
    summary: 'Alert on these event types for every watched company (an empty list mutes them)',
    body: ZWatchAlertsRequest,
    response: ZWatchAlertsResponse,
    errors: ['event_type_unknown'],
  },
  watchAlerts: {
    auth,
    tags,
    summary: 'Alert on these event types for one watched company (an empty list mutes it)',
    params: ZCompanyIdParams,
    body: ZWatchAlertsRequest,
    response: ZWatchAlertsResponse,
    errors: ['event_type_unknown', 'not_watched'],
  },
  watchlistExport: {
    auth,
    tags,
    summary: 'Export the watch list, or the selected companies of it, as CSV or Excel',
    query: ZExportQuery,
    response: EXPORT_FILE,
    errors: ['export_quota_reached', 'server_busy', 'too_many_documents', 'too_many_in_flight'],
  },
  contacts: { auth, tags, summary: 'Saved employee contacts', response: ZContactsResponse, errors: [] },
  saveContact: {
    auth,
    tags,
    summary: 'Save an employee as a contact (or update its note)',
    body: ZCreateContactRequest,
    response: ZContactResponse,
    errors: ['employee_not_found', 'limit_reached', 'contact_quota_reached'],
  },
  updateContact: {
    auth,
    tags,
    summary: "Change a contact's note",
    params: ZIdParams,
    body: ZUpdateContactRequest,
    response: ZContactResponse,
    errors: ['contact_not_found'],
  },
  deleteContact: {
    auth,
    tags,
    summary: 'Remove a contact',
    params: ZIdParams,
    response: ZMessageResponse,
    errors: ['contact_not_found'],
  },
  contactsExport: {
    auth,
    tags,
    summary: 'Export contacts as CSV',
    response: fileResponse('The contacts', ['text/csv; charset=utf-8']),
    errors: ['export_quota_reached', 'too_many_documents', 'too_many_in_flight'],
  },
  savedSearches: {
    auth,
    tags,
    summary: 'Saved advanced searches',
    response: ZSavedSearchesResponse,
    errors: [],
  },
  createSavedSearch: {
    auth,
    tags,
    summary: 'Save an advanced search under a name',
    body: ZCreateSavedSearchRequest,
    response: ZSavedSearchResponse,
    errors: [
      'name_control_characters',
      'filter_invalid',
      'radius_invalid',
      'group_company_unknown',
      'saved_search_name_taken',
      'limit_reached',
    ],
  },
  deleteSavedSearch: {
    auth,
    tags,
    summary: 'Delete a saved search',
    params: ZIdParams,
    response: ZMessageResponse,
    errors: ['saved_search_not_found'],
  },
} as const satisfies RouteSpecs;
