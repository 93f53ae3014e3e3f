/**
 * Stable error codes of the API with their English fallback texts. Every failure the server
 * sends carries `code` (one of these), `error` and `message`; the web app shows its own
 * translation of the code and the server's text only for a code it does not know.
 */
export const ERROR_MESSAGES = {
  // One per kind of failure, used when nothing more specific applies.
  invalid_input: 'The request is not valid. Please check your entries.',
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'This entry does not exist.',
  conflict: 'This conflicts with data you already have.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  limit_reached: 'You have reached the limit of your workspace. Remove some entries first.',
  unavailable: 'This service is not available right now. Please try again later.',
  internal_error: 'Internal server error. Please try again later.',
  database_unavailable:
    'The database is not reachable right now. Your change was not saved; please try again in a moment.',
  database_timeout: 'The database took too long to answer. Please try again in a moment.',
  account_unavailable: 'Your account cannot be reached right now. Please try again in a moment.',
  route_not_found: 'This API address does not exist.',
  search_too_broad: 'Search too broad to finish in time: please add another filter.',
  server_busy: 'The server is busy with other exports. Please try again in a moment.',
  worker_crashed: 'The server process handling your request stopped. Please try again.',
  // Form fields (the contract's schemas use these texts, so a failed check maps to its code).
  invalid_email: 'Please enter a valid email address.',
  password_too_short: 'Password must be at least 8 characters long',
  password_too_long: 'Password must be at most 128 characters long',
  password_required: 'Please enter your password.',
  name_required: 'Please enter your full name.',
  // Accounts
  bad_credentials: 'Incorrect email or password.',
  account_locked:
    'Too many login attempts for this account from unknown devices. Please log in from a device you used before, wait a while or reset your password.',
  login_throttled:
    'Too many failed login attempts from this device. Please wait a few minutes or reset your password.',
  email_unverified: 'Please verify your email address first. We sent you the link again.',
  google_failed: 'Google login failed',
  too_many_mails: 'Several emails were just sent to this address. Please try again in an hour.',
  mail_failed: 'We could not send the email right now. Please try again later.',
  reset_link_invalid: 'This link is invalid or has expired. Please request a new one.',
  other_user: 'You can only read your own user details.',
  cross_site_refused: 'Cross-site request refused.',
  csrf_invalid: 'Missing or wrong CSRF token. Reload the page and try again.',
  wrong_password: 'The password is not correct.',
  confirm_email_mismatch: 'Please type your e-mail address to confirm.',
  session_not_found: 'No such session.',
  profile_not_found: 'No such profile.',
  // Search
  keyword_invalid: 'Enter letters or digits of a name.',
  advanced_search_login: 'Advanced search is available with a free account. Please log in.',
  address_not_found: "We could not find this address. Try a postcode, a city, or 'street, city'.",
  filter_invalid: 'A filter is not valid. Please check its values.',
  radius_invalid: 'Enter an address and a valid radius in kilometres.',
  group_company_unknown:
    'The company chosen for "belongs to the group of" does not exist. Please choose it again.',
  // Bulk use and abuse limits
  too_many_pages:
    'You are opening pages faster than a person reads them. For bulk data, please use the exports or an API key.',
  too_many_messages: 'Too many messages are arriving right now. Please try again later.',
  export_quota_reached:
    "This export is larger than what is left of today's export quota of your account. Remove companies from the list or export tomorrow.",
  // API keys
  api_key_invalid: 'This API key is not valid. It may have been revoked.',
  api_key_read_only: 'API keys can only read. Changes need a signed-in browser session.',
  api_key_quota:
    "This API key has used today's request quota. It opens again at the time in RateLimit-Reset.",
  api_key_not_allowed: 'API keys cannot open the account area. Please sign in in the browser.',
  api_key_not_found: 'This API key does not exist.',
  api_key_limit: 'You have reached the number of API keys an account can hold. Revoke one first.',
  api_key_name_required: 'Please give the key a name.',
  // Companies, people, statistics
  company_not_found: 'This company does not exist.',
  employee_not_found: 'This person does not exist.',
  person_not_found: 'This representative does not exist.',
  report_not_found: 'This financial report does not exist.',
  register_record_missing: 'This company has no record in that register.',
  statistics_unavailable: 'Statistics are not available for this dataset yet.',
  company_id_invalid: 'The company id must be a positive whole number.',
  network_depth_invalid: 'The network depth must be 1 or 2.',
  // Workspace
  list_not_found: 'This list does not exist.',
  list_name_taken: 'You already have a list with this name.',
  list_item_not_found: 'That company is not on this list.',
  saved_search_not_found: 'This saved search does not exist.',
  saved_search_name_taken: 'You already have a saved search with this name.',
  contact_not_found: 'This contact does not exist.',
  view_not_found: 'That page is not in your history.',
  not_watched: 'That company is not on your watch list.',
  list_move_same: 'Choose another list to move the companies to.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** The code of a field check whose message is one of the texts above, else null. */
export function errorCodeOfMessage(message: string | undefined): ErrorCode | null {
  if (!message) return null;
  const found = ERROR_CODES.find((code) => ERROR_MESSAGES[code] === message);
  return found ?? null;
}
