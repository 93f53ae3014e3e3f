/**
 * Where every route of the API lives, by operation name: `'METHOD /path'` below `/api`, in
 * Fastify's path syntax (`:name` is one path segment). The route table (`./index.ts`) adds each
 * route's schemas, auth and error codes under the same names. This file holds no schema, so the
 * web app's client bundles it without zod (docs/decisions/100).
 */
export const API_PATHS = {
  // System
  health: 'GET /health',
  clientConfig: 'GET /client-config',
  openApi: 'GET /openapi.json',
  // Search
  landingSearch: 'GET /landing_search',
  suggestCompanies: 'GET /suggestCompanyFromInput',
  dashboardSearch: 'POST /search',
  industries: 'GET /get_gegenstand',
  employeeTitles: 'GET /employee_titles',
  // Companies, people, documents, statistics
  topCompanies: 'GET /top_companies',
  company: 'GET /companies',
  companyById: 'GET /companies/:id',
  employee: 'GET /employees',
  employeeById: 'GET /employees/:id',
  network: 'GET /companies/:id/network',
  similar: 'GET /companies/:id/similar',
  person: 'GET /people/:key',
  financialReport: 'GET /financial_report',
  gisaDocument: 'GET /gisaDocument',
  zvrDocument: 'GET /zrvDocument',
  reportIssue: 'POST /reports',
  refreshData: 'POST /refreshData',
  statistics: 'GET /statistics',
  countryStats: 'GET /companiesCountryStats',
  sources: 'GET /sources',
  eventFeed: 'GET /events',
  contact: 'POST /contact',
  privacyRequest: 'POST /privacy-requests',
  // Matching a company list to the register
  match: 'POST /match',
  reconcileGet: 'GET /reconcile',
  reconcile: 'POST /reconcile',
  reconcilePreview: 'GET /reconcile/preview',
  matchJobs: 'GET /match/jobs',
  matchUpload: 'POST /match/jobs',
  matchJob: 'GET /match/jobs/:id',
  matchJobStart: 'POST /match/jobs/:id/start',
  matchJobCancel: 'POST /match/jobs/:id/cancel',
  matchJobRows: 'GET /match/jobs/:id/rows',
  matchJobReview: 'POST /match/jobs/:id/rows/:row',
  matchJobDownload: 'GET /match/jobs/:id/download',
  matchJobLeadList: 'POST /match/jobs/:id/lead-list',
  // Sign-up, login, password reset, user details
  register: 'POST /register',
  login: 'POST /login',
  logout: 'POST /logout',
  verifyEmail: 'GET /verify',
  requestReset: 'POST /reset',
  confirmReset: 'POST /reset/confirm',
  userDetails: 'GET /getUserDetails',
  employeeId: 'GET /getEmployeeId',
  profileAvatar: 'GET /profile_avatar',
  // The account area
  account: 'GET /account',
  updateAccount: 'PATCH /account',
  deleteAccount: 'DELETE /account',
  changePassword: 'POST /account/password',
  sessions: 'GET /account/sessions',
  revokeSession: 'DELETE /account/sessions/:id',
  exportAccount: 'GET /account/export',
  apiKeys: 'GET /account/api-keys',
  createApiKey: 'POST /account/api-keys',
  revokeApiKey: 'DELETE /account/api-keys/:id',
  digestSettings: 'GET /account/digest',
  saveDigestSettings: 'PATCH /account/digest',
  quotas: 'GET /quotas',
  support: 'POST /support',
  // Webhooks
  webhooks: 'GET /webhooks',
  createWebhook: 'POST /webhooks',
  deleteWebhook: 'DELETE /webhooks/:id',
  testWebhook: 'POST /webhooks/:id/test',
  // Workspace: recently viewed and the watch list
  recent: 'GET /recent',
  clearRecent: 'DELETE /recent',
  forgetRecent: 'DELETE /recent/:id',
  watchlist: 'GET /watchlist',
  watch: 'POST /watchlist',
  unwatch: 'DELETE /watchlist/:companyId',
  unwatchMany: 'POST /watchlist/remove',
  unseenWatchCount: 'GET /watchlist/unseen',
  watchAlertsAll: 'PATCH /watchlist/alerts',
  watchAlerts: 'PATCH /watchlist/:companyId/alerts',
  watchlistExport: 'GET /watchlist/export',
  // Workspace: lead lists
  lists: 'GET /lists',
  createList: 'POST /lists',
  list: 'GET /lists/:id',
  renameList: 'PATCH /lists/:id',
  deleteList: 'DELETE /lists/:id',
  addListItems: 'POST /lists/:id/items',
  removeListItem: 'DELETE /lists/:id/items/:companyId',
  removeListItems: 'POST /lists/:id/items/remove',
  moveListItems: 'POST /lists/:id/items/move',
  listExport: 'GET /lists/:id/export',
  // Workspace: contacts and saved searches
  contacts: 'GET /contacts',
  saveContact: 'POST /contacts',
  updateContact: 'PATCH /contacts/:id',
  deleteContact: 'DELETE /contacts/:id',
  contactsExport: 'GET /contacts/export',
  savedSearches: 'GET /saved-searches',
  createSavedSearch: 'POST /saved-searches',
  deleteSavedSearch: 'DELETE /saved-searches/:id',
  // The operator console
  operatorReports: 'GET /operator/reports',
  acceptReport: 'POST /operator/reports/:id/accept',
  rejectReport: 'POST /operator/reports/:id/reject',
  operatorAudit: 'GET /operator/audit',
  operatorUsers: 'GET /operator/users',
  lockUser: 'POST /operator/users/:id/lock',
  unlockUser: 'POST /operator/users/:id/unlock',
  endUserSessions: 'POST /operator/users/:id/end-sessions',
  revokeUserKeys: 'POST /operator/users/:id/revoke-keys',
  personBlocks: 'GET /operator/person-blocks',
  blockPerson: 'POST /operator/person-blocks',
  unblockPerson: 'POST /operator/person-blocks/remove',
  operatorPrivacyRequests: 'GET /operator/privacy-requests',
  blockForPrivacyRequest: 'POST /operator/privacy-requests/:id/block',
  rejectPrivacyRequest: 'POST /operator/privacy-requests/:id/reject',
  correctForPrivacyRequest: 'POST /operator/privacy-requests/:id/correct',
  operatorInbox: 'GET /operator/messages',
  replyToMessage: 'POST /operator/messages/:id/reply',
  closeMessage: 'POST /operator/messages/:id/close',
  operatorSyncRuns: 'GET /operator/sync-runs',
} as const satisfies Record<string, `${ApiMethod} /${string}`>;

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type ApiOperation = keyof typeof API_PATHS;

const METHODS: ReadonlySet<string> = new Set<ApiMethod>(['GET', 'POST', 'PATCH', 'DELETE']);
const isMethod = (value: string): value is ApiMethod => METHODS.has(value);

export function isApiOperation(value: string): value is ApiOperation {
  return Object.hasOwn(API_PATHS, value);
}

/** Method and path (below /api) of an operation. */
export function locate(operation: ApiOperation): { method: ApiMethod; path: string } {
  const [method = '', path = ''] = API_PATHS[operation].split(' ');
  if (!isMethod(method)) throw new Error(`API_PATHS.${operation} has no method`);
  return { method, path };
}

/** The names of a path's `:name` segments, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}
