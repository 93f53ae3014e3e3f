import type { ErrorCode } from '@fd/contract';
import { type ErrorCode as ErrorKind, HTTP_STATUS } from '../errors';

/**
 * The kind each code is answered as today: the kind of the `AppError` it is thrown with (whose
 * HTTP status `HTTP_STATUS` gives), or a status the error handler answers itself. Field codes of
 * a failed schema check are 400. Provisional: the error catalogue gives each code its status.
 */
const KIND_OF: Record<ErrorCode, ErrorKind | 422 | 500> = {
  invalid_input: 'invalid_input',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  rate_limited: 'rate_limited',
  limit_reached: 'limit_reached',
  unavailable: 'unavailable',
  internal_error: 500,
  database_unavailable: 'unavailable',
  database_timeout: 'unavailable',
  account_unavailable: 'unavailable',
  route_not_found: 'not_found',
  search_too_broad: 422,
  server_busy: 'unavailable',
  worker_crashed: 'unavailable',
  invalid_email: 'invalid_input',
  password_too_short: 'invalid_input',
  password_too_long: 'invalid_input',
  password_required: 'invalid_input',
  name_required: 'invalid_input',
  bad_credentials: 'unauthenticated',
  account_locked: 'rate_limited',
  login_throttled: 'rate_limited',
  email_unverified: 'forbidden',
  google_failed: 'unauthenticated',
  too_many_mails: 'rate_limited',
  mail_failed: 'unavailable',
  reset_link_invalid: 'invalid_input',
  other_user: 'forbidden',
  cross_site_refused: 'forbidden',
  csrf_invalid: 'forbidden',
  wrong_password: 'forbidden',
  confirm_email_mismatch: 'forbidden',
  session_not_found: 'not_found',
  profile_not_found: 'not_found',
  keyword_invalid: 'invalid_input',
  advanced_search_login: 'unauthenticated',
  address_not_found: 'invalid_input',
  filter_invalid: 'invalid_input',
  radius_invalid: 'invalid_input',
  group_company_unknown: 'invalid_input',
  too_many_pages: 'rate_limited',
  too_many_messages: 'rate_limited',
  export_quota_reached: 'rate_limited',
  api_key_invalid: 'unauthenticated',
  api_key_read_only: 'forbidden',
  api_key_quota: 'rate_limited',
  api_key_not_allowed: 'forbidden',
  api_key_not_found: 'not_found',
  api_key_limit: 'limit_reached',
  api_key_name_required: 'invalid_input',
  company_not_found: 'not_found',
  employee_not_found: 'not_found',
  // Also the 400 of a malformed key (the schema check uses the same text).
  person_not_found: 'not_found',
  report_not_found: 'not_found',
  register_record_missing: 'not_found',
  statistics_unavailable: 'unavailable',
  company_id_invalid: 'invalid_input',
  network_depth_invalid: 'invalid_input',
  list_not_found: 'not_found',
  list_name_taken: 'conflict',
  list_item_not_found: 'not_found',
  saved_search_not_found: 'not_found',
  saved_search_name_taken: 'conflict',
  contact_not_found: 'not_found',
  view_not_found: 'not_found',
  not_watched: 'not_found',
  list_move_same: 'invalid_input',
};

/** The HTTP status a code is answered with (for the OpenAPI document). */
export function errorStatus(code: ErrorCode): number {
  const kind = KIND_OF[code];
  return typeof kind === 'number' ? kind : HTTP_STATUS[kind];
}
