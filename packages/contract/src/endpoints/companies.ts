import {
  ZContactRequest,
  ZCountryStatsResponse,
  ZStatisticsResponse,
  ZSuccessMessage,
  ZTopCompaniesQuery,
  ZTopCompaniesResponse,
} from '../api';
import {
  ZCompanyDetail,
  ZCompanyParams,
  ZCompanyQuery,
  ZDocumentQuery,
  ZEmployeeDetail,
  ZEmployeeParams,
  ZEmployeeQuery,
  ZFinancialReportQuery,
  ZIssueReport,
  ZIssueReportResponse,
  ZRefreshRequest,
  ZRefreshResponse,
} from '../detail';
import { ZNetworkParams, ZNetworkQuery, ZNetworkResponse } from '../network';
import { ZPersonParams, ZPersonResponse } from '../people';
import { ZPrivacyRequestFiled, ZPrivacyRequestInput } from '../privacy-requests';
import { ZSimilarParams, ZSimilarResponse } from '../similar';
import { ZSourcesResponse } from '../sources';
import { fileResponse, type RouteSpecs } from './define';

const pdf = (description: string) => fileResponse(description, ['application/pdf']);

/**
 * Company and employee pages have two paths each, one handler, one auth and one page rate
 * (docs/decisions/188): the web app's, kept from the original API, and the conventional one.
 */
const WEB_APP_PATH = (twin: string) =>
  `The web app's path, kept from the original API. Programs may use the conventional ${twin} instead: the same answer, auth and page rate (both paths count together).`;
const RESOURCE_PATH = (twin: string) =>
  `The conventional resource path. The web app calls ${twin}: the same answer, auth and page rate (both paths count together).`;

/** Company and employee pages, their documents, the statistics and the contact form. */
/** What a register extract (GISA, ZVR) may answer instead of its PDF. */
const REGISTER_EXTRACT_ERRORS = [
  'company_not_found',
  'register_record_missing',
  'server_busy',
  'too_many_documents',
  'too_many_in_flight',
] as const;

export const COMPANY_ROUTES = {
  topCompanies: {
    auth: 'none',
    tags: ['companies'],
    summary: 'The 500 largest companies by latest revenue, 25 a page',
    query: ZTopCompaniesQuery,
    response: ZTopCompaniesResponse,
    errors: [],
  },
  company: {
    auth: 'optional',
    tags: ['companies'],
    summary: "Everything on a company page (the web app's path, ?cid=)",
    description: WEB_APP_PATH('GET /api/companies/{id}'),
    query: ZCompanyQuery,
    response: ZCompanyDetail,
    errors: ['company_not_found', 'too_many_pages'],
  },
  companyById: {
    auth: 'optional',
    tags: ['companies'],
    summary: 'Everything on a company page: record, financials, representatives, team, linked companies',
    description: RESOURCE_PATH('GET /api/companies?cid={id}'),
    params: ZCompanyParams,
    response: ZCompanyDetail,
    errors: ['company_id_invalid', 'company_not_found', 'too_many_pages'],
  },
  employee: {
    auth: 'optional',
    tags: ['employees'],
    summary: "An employee profile (the web app's path, ?eid=)",
    description: WEB_APP_PATH('GET /api/employees/{id}'),
    query: ZEmployeeQuery,
    response: ZEmployeeDetail,
    errors: ['employee_not_found', 'person_gone', 'too_many_pages'],
  },
  employeeById: {
    auth: 'optional',
    tags: ['employees'],
    summary:
      'An employee profile; e-mail and phone only for logged-in users, within a daily quota per account',
    description: RESOURCE_PATH('GET /api/employees?eid={id}'),
    params: ZEmployeeParams,
    response: ZEmployeeDetail,
    errors: ['employee_id_invalid', 'employee_not_found', 'person_gone', 'too_many_pages'],
  },
  network: {
    auth: 'none',
    tags: ['companies'],
    summary: "A company's network: parents, subsidiaries, people and their other companies (1 or 2 steps)",
    params: ZNetworkParams,
    query: ZNetworkQuery,
    response: ZNetworkResponse,
    errors: [
      'company_id_invalid',
      'network_depth_invalid',
      'company_not_found',
      'too_many_pages',
      'too_many_in_flight',
    ],
  },
  similar: {
    auth: 'none',
    tags: ['companies'],
    summary:
      'About 8 companies of the same industry, employee and revenue band, nearest first, each with why it is similar, and the dashboard search listing them all',
    params: ZSimilarParams,
    response: ZSimilarResponse,
    errors: ['company_id_invalid', 'company_not_found', 'too_many_pages', 'too_many_in_flight'],
  },
  person: {
    auth: 'optional',
    tags: ['employees'],
    summary:
      "A representative's page: every company the person is tied to, with roles and dates (key: the network's person node id); a signed-in viewer's visit is kept in their recently viewed pages",
    params: ZPersonParams,
    response: ZPersonResponse,
    errors: ['person_not_found', 'person_gone', 'too_many_pages'],
  },
  financialReport: {
    auth: 'none',
    tags: ['documents'],
    summary: 'A financial report as PDF',
    query: ZFinancialReportQuery,
    response: pdf('The report; an attachment with download=1'),
    errors: [
      'report_not_found',
      'company_not_found',
      'server_busy',
      'too_many_documents',
      'too_many_in_flight',
    ],
  },
  gisaDocument: {
    auth: 'none',
    tags: ['documents'],
    summary: 'GISA register extract (PDF), for companies from source 1',
    query: ZDocumentQuery,
    response: pdf('The register extract'),
    errors: REGISTER_EXTRACT_ERRORS,
  },
  zvrDocument: {
    auth: 'none',
    tags: ['documents'],
    summary: 'ZVR register extract (PDF), for companies with a ZVR number',
    query: ZDocumentQuery,
    response: pdf('The register extract'),
    errors: REGISTER_EXTRACT_ERRORS,
  },
  reportIssue: {
    auth: 'optional',
    tags: ['companies'],
    summary: 'Report a data issue on a company or employee page',
    body: ZIssueReport,
    response: ZIssueReportResponse,
    errors: ['too_many_messages', 'rate_limited'],
  },
  refreshData: {
    auth: 'sessionOrKey',
    tags: ['companies'],
    summary: 'Re-read a company from its source and record what changed (needs a session)',
    body: ZRefreshRequest,
    response: ZRefreshResponse,
    errors: ['company_not_found', 'rate_limited'],
  },
  statistics: {
    auth: 'none',
    tags: ['statistics'],
    summary: 'Dataset statistics for the public statistics page',
    response: ZStatisticsResponse,
    errors: ['statistics_unavailable'],
  },
  countryStats: {
    auth: 'none',
    tags: ['statistics'],
    summary: 'Number of companies per country',
    response: ZCountryStatsResponse,
    errors: [],
  },
  sources: {
    auth: 'none',
    tags: ['sources'],
    summary:
      'Per open register: the last successful sync, when the register published the data, and the companies it holds',
    response: ZSourcesResponse,
    errors: [],
  },
  contact: {
    auth: 'none',
    tags: ['contact'],
    summary: 'Send a message to the operator',
    body: ZContactRequest,
    response: ZSuccessMessage,
    errors: ['too_many_messages', 'rate_limited'],
  },
  privacyRequest: {
    auth: 'none',
    tags: ['contact'],
    summary:
      'File a privacy request about a person we list (objection, erasure, rectification); the requester gets a confirmation mail',
    body: ZPrivacyRequestInput,
    response: ZPrivacyRequestFiled,
    errors: [
      'privacy_request_name_required',
      'privacy_request_email_invalid',
      'privacy_request_about_required',
      'privacy_request_kind_invalid',
      'privacy_request_correction_required',
      'too_many_messages',
      'rate_limited',
    ],
  },
} as const satisfies RouteSpecs;
