import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import type { ErrorTexts, PluralForms } from './errors';
import { MATCH_FIELDS, MATCH_MAX_QUERIES } from './matching-constants';

/** Plural forms that several codes' texts name. */
const MINUTES: PluralForms = { one: '# minute', other: '# minutes' };
const ROWS: PluralForms = { one: '# row', other: '# rows' };

/** The error catalogue's English texts (codes and parameters: errors.ts). */
export const errorsEn = {
  invalid_input: { text: 'The request is not valid. Please check your entries.' },
  unauthenticated: { text: 'Please log in to continue.' },
  not_found: { text: 'This page does not exist.' },
  rate_limited: { text: 'Too many requests. Please wait a moment and try again.' },
  limit_reached: {
    text: 'You have reached the limit of {limit} {what}.',
    hint: 'Please remove some first.',
    select: {
      what: {
        watchlist: 'watched companies',
        lists: 'lists',
        itemsPerList: 'companies in a list',
        contacts: 'contacts',
        savedSearches: 'saved searches',
      },
    },
  },
  unavailable: { text: 'This service is not available right now. Please try again later.' },
  internal_error: { text: 'Internal server error. Please try again later.' },
  database_unavailable: {
    text: 'The database is not reachable right now. Your change was not saved; please try again in a moment.',
  },
  database_timeout: { text: 'The database took too long to answer. Please try again in a moment.' },
  account_unavailable: { text: 'Your account cannot be reached right now. Please try again in a moment.' },
  request_too_large: { text: 'The request is too large.' },
  route_not_found: { text: 'This API address does not exist: {method} {path}' },
  search_too_broad: { text: 'Search too broad to finish in time: please add another filter.' },
  server_busy: { text: 'The server is busy with other exports. Please try again in a moment.' },
  worker_crashed: { text: 'The server process handling your request stopped. Please try again.' },
  metrics_not_allowed: {
    text: 'Metrics are served to this machine or with the metrics token.',
    hint: 'Send the token as “Authorization: Bearer <token>”.',
  },
  invalid_email: { text: 'Please enter a valid email address.' },
  password_too_short: { text: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.` },
  password_too_long: { text: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.` },
  password_required: { text: 'Please enter your password.' },
  name_required: { text: 'Please enter your full name.' },
  name_control_characters: {
    text: 'The name must not contain control characters, tabs and line breaks included.',
    hint: 'Please enter the name on one line.',
  },
  bad_credentials: { text: 'Incorrect email or password.' },
  account_locked: {
    text: 'Too many log-in attempts for this account from unknown devices.',
    hint: 'Please log in from a device you used before, wait {minutes} or reset your password.',
    plural: { minutes: MINUTES },
  },
  login_throttled: {
    text: 'Too many failed log-in attempts from this device.',
    hint: 'Please wait {minutes} or reset your password.',
    plural: { minutes: MINUTES },
  },
  email_unverified: { text: 'Please verify your email address first. We sent you the link again.' },
  google_failed: { text: 'Google log-in failed' },
  too_many_mails: {
    text: 'Several emails were just sent to this address.',
    hint: 'Please try again in an hour.',
  },
  reset_link_invalid: {
    text: 'This link is invalid or has expired.',
    hint: 'Please request a new one.',
  },
  other_user: { text: 'You can only read your own user details.' },
  cross_site_refused: { text: 'Request from another website refused.' },
  csrf_invalid: {
    text: 'The security token is missing or wrong.',
    hint: 'Please reload the page and try again.',
  },
  wrong_password: { text: 'The password is not correct.' },
  confirm_email_mismatch: { text: 'Please type your email address to confirm.' },
  session_not_found: { text: 'This session does not exist.' },
  profile_not_found: { text: 'This profile does not exist.' },
  keyword_invalid: { text: 'Please enter letters or digits of a name.' },
  advanced_search_login: {
    text: 'Advanced search is available with a free account.',
    hint: 'Please log in.',
  },
  search_depth_login: {
    text: 'Without an account, the search shows its first {depth} results.',
    hint: 'Please log in to see more; an account is free.',
  },
  address_not_found: {
    text: 'We could not find the address “{address}”.',
    hint: 'Try a postcode, a city or “street, city”.',
  },
  filter_invalid: {
    text: 'The filter “{indicator}” is not valid: {problem}',
    select: {
      problem: {
        unknown_company_filter: 'companies have no such filter.',
        unknown_employee_filter: 'people have no such filter.',
        not_a_number: '“{value}” is not a number (use digits, e.g. 1000000 or 12.5).',
        range_shape: 'a range takes [min, max] (either may be empty).',
        range_empty: 'enter a minimum, a maximum or both.',
        range_inverted: 'the minimum is larger than the maximum.',
        no_choice: 'choose at least one value.',
        not_a_choice: '“{value}” is not one of {allowed}.',
        no_value: 'enter a value.',
        not_one_value: 'enter exactly one value.',
        not_an_event_type: '“{value}” is not an event type.',
        event_window_shape:
          'give the event types, then a window: from and to, or the last 30, 90 or 365 days.',
        not_a_date: '“{value}” is not a date (use YYYY-MM-DD, e.g. 2026-08-01).',
        date_out_of_range: '“{value}” lies outside the years 1850 to 2100.',
        window_inverted: 'the start date is after the end date.',
      },
    },
  },
  radius_invalid: { text: 'Please enter an address and a radius between 1 and {max} km.' },
  group_company_unknown: {
    text: 'The company chosen for “belongs to the group of …” does not exist.',
    hint: 'Please choose it again.',
  },
  too_many_pages: {
    text: 'You are opening pages faster than a person reads them.',
    hint: 'For bulk data, please use the exports (lists in the dashboard) or an API key.',
  },
  too_many_documents: {
    text: 'You are asking for documents faster than a person reads them.',
    hint: 'Please try again in a minute.',
  },
  too_many_in_flight: {
    text: 'You already have several costly requests (documents, exports or broad searches) running at once.',
    hint: 'Please wait until one of them has finished, then try again.',
  },
  too_many_messages: { text: 'Too many messages are arriving right now. Please try again later.' },
  export_quota_reached: {
    text: "This export ({rows}) is larger than what is left of today's export quota of your account ({remaining} of {limit} rows).",
    hint: 'Remove companies from the list or export tomorrow.',
    plural: { rows: ROWS },
  },
  contact_quota_reached: {
    text: "Your account's daily contact data quota ({limit} a day) is used up; saving a contact counts like viewing it.",
    hint: 'Save the person again tomorrow; contacts you already saved are kept.',
    plural: { limit: { one: '# person', other: '# people' } },
  },
  match_lead_list_target: {
    text: 'Please choose a lead list or give a new list a name, not both.',
  },
  match_lead_list_empty: {
    text: 'This matching job has no matches yet that could go on a lead list.',
    hint: 'Wait until the job has finished, or accept a candidate when you review the rows.',
  },
  api_key_invalid: {
    text: 'This API key is not valid. It may have been revoked.',
    hint: 'Send the key as “Authorization: Bearer <key>”.',
  },
  api_key_read_only: {
    text: 'API keys can only read.',
    hint: 'Changes need a logged-in browser session.',
  },
  api_key_create_limit: {
    text: 'Your account has already created {limit} API keys today.',
    hint: 'Use a key you have or create a new one tomorrow.',
  },
  api_key_quota: {
    text: 'The API keys of your account have used their shared daily request quota.',
    hint: 'It opens again after the number of seconds in the RateLimit-Reset header.',
  },
  api_key_not_allowed: {
    text: 'API keys cannot open the account area.',
    hint: 'Please log in in the browser.',
  },
  api_key_not_found: { text: 'This API key does not exist.' },
  api_key_limit: {
    text: 'An account can hold at most {limit} API keys.',
    hint: 'Please revoke one first.',
  },
  api_key_name_required: { text: 'Please give the key a name.' },
  match_too_many_queries: {
    text: `One call may carry at most ${MATCH_MAX_QUERIES} queries.`,
    hint: 'Please send the rest in further calls.',
  },
  match_query_empty: {
    text: 'A query names no field.',
    hint: `Please give at least one of: ${MATCH_FIELDS.join(', ')}.`,
  },
  reconcile_queries_invalid: {
    text: 'The queries field is not a JSON object of reconciliation queries.',
    hint: 'Please send a JSON object of queries in the form field “queries”, as the Reconciliation Service API 0.2 describes it.',
  },
  match_file_empty: {
    text: 'The file is empty.',
    hint: 'Please upload a CSV file with a header row and rows of companies.',
  },
  match_file_not_text: {
    text: 'The file is not a CSV text file.',
    hint: 'Please save the list as CSV (UTF-8 or Windows-1252) and upload it again.',
  },
  match_file_no_rows: { text: 'The file holds only its header row, no companies.' },
  match_file_too_many_rows: {
    text: 'The file has more than {limit} rows.',
    hint: 'Please split it into several files.',
  },
  match_file_ragged: {
    text: 'Line {line} has {found} columns, the header {expected}.',
    hint: 'Please check the delimiters and quotes in that line.',
  },
  match_file_formula: {
    text: 'Line {line} holds a formula in the column “{column}”.',
    hint: 'Please replace formulas by their values and upload the file again.',
  },
  match_file_xlsx_damaged: {
    text: 'The Excel file is damaged or not an Excel workbook (.xlsx).',
    hint: 'Please save the list again as an Excel workbook (.xlsx) or as CSV and upload it again.',
  },
  match_file_xlsx_macros: {
    text: 'The Excel file contains macros.',
    hint: 'Please save the list as an Excel workbook without macros (.xlsx, not .xlsm) or as CSV.',
  },
  match_file_xlsx_external_links: {
    text: 'The Excel file links to other workbooks.',
    hint: 'Please break the links to other files (Excel: Data, Edit Links) and upload the file again.',
  },
  match_file_xlsx_unpacked_too_large: {
    text: 'Unpacked, the Excel file is larger than {limit} MB.',
    hint: 'Please split the list into several files.',
  },
  match_mapping_empty: {
    text: 'No column is mapped to a field.',
    hint: 'Please map at least one column, for example the company name.',
  },
  match_mapping_column: { text: 'The mapping names a column the file does not have.' },
  match_job_not_found: { text: 'This matching job does not exist (any more).' },
  match_job_running: {
    text: 'A matching job is already running.',
    hint: 'Wait until it has finished, or cancel it.',
  },
  match_job_started: { text: 'This matching job has already been started.' },
  match_row_not_found: { text: 'This job has no such row, or the row has not been matched yet.' },
  match_rows_quota: {
    text: "This job ({rows}) is larger than what is left of today's matching quota of your account ({remaining} of {limit} rows).",
    hint: 'Upload a smaller file, or match the rest tomorrow.',
    plural: { rows: ROWS },
  },

  match_field_unknown: {
    text: 'A query names a field that matching does not know.',
    hint: `The fields are: ${MATCH_FIELDS.join(', ')}.`,
  },
  company_not_found: { text: 'There is no company with the id {id}.' },
  employee_not_found: { text: 'There is no person with the id {id}.' },
  person_not_found: { text: 'This representative does not exist.' },
  unblock_reason_required: { text: 'Please say why the block is lifted.' },
  report_not_found: { text: 'There is no financial report with the id {id}.' },
  register_record_missing: { text: 'This company has no entry in the {register} register.' },
  report_target_unknown: {
    text: 'This report is about {entity} (id {id}).',
    select: {
      entity: { company: 'a company that does not exist', employee: 'a person who does not exist' },
    },
  },
  statistics_unavailable: { text: 'Statistics are not available for this dataset yet.' },
  company_id_invalid: { text: 'The company id must be a positive whole number.' },
  employee_id_invalid: { text: 'The employee id must be a positive whole number.' },
  network_depth_invalid: { text: 'The network depth must be 1 or 2.' },
  list_not_found: { text: 'This list does not exist.' },
  list_name_taken: { text: 'You already have a list named “{name}”.' },
  list_item_not_found: { text: 'That company is not on this list.' },
  saved_search_not_found: { text: 'This saved search does not exist.' },
  saved_search_name_taken: { text: 'You already have a saved search named “{name}”.' },
  contact_not_found: { text: 'This contact does not exist.' },
  view_not_found: { text: 'That page is not in your history.' },
  not_watched: { text: 'That company is not on your watch list.' },
  list_move_same: { text: 'Please choose another list to move the companies to.' },
  event_type_unknown: {
    text: '“{type}” is not an event type.',
    hint: 'Use the type ids of the API, e.g. management_appointed or capital_change.',
  },
  event_country_unknown: {
    text: '“{country}” is not a country of Firmenradar.',
    hint: 'Use AT, DE or CH.',
  },
  event_cursor_invalid: {
    text: 'This cursor was not issued by this installation for its current data.',
    hint: 'Start the feed again without “after”.',
  },
  list_page_invalid: {
    text: 'A page of the list starts at a whole number from 0 (offset) and shows 1 to at most 100 companies (limit).',
  },
  event_feed_limit_invalid: { text: 'The limit must be a whole number from 1 to 1,000.' },
  webhook_url_invalid: {
    text: 'The webhook address is not a valid http or https URL.',
    hint: 'Please enter an address such as https://example.com/hooks/firmenradar.',
  },
  webhook_url_too_long: { text: 'The webhook address may be at most 2,000 characters long.' },
  webhook_url_private: {
    text: 'The webhook address {host} leads to a private, local or reserved network address.',
    hint: 'Webhooks are only delivered to addresses on the public internet.',
  },
  webhook_types_required: { text: 'Please choose at least one event type for the webhook.' },
  webhook_limit: {
    text: 'An account can hold at most {limit} webhooks.',
    hint: 'Please delete one first.',
  },
  webhook_not_found: { text: 'This webhook does not exist.' },
  operator_only: {
    text: 'Only operators of Firmenradar may open this area.',
    hint: 'The operator grants the role on the server with “npm run operator -- add <email>”.',
  },
  operator_user_unknown: {
    text: 'There is no account with the email address “{email}”.',
    hint: 'The person has to sign up first.',
  },
  issue_report_not_found: { text: 'There is no report with the id {id}.' },
  issue_report_decided: {
    text: 'Report {id} has been decided already.',
    hint: 'Reload the list.',
  },
  correction_needs_company: {
    text: 'A correction can only be made to a company.',
    hint: 'Accept the report without a correction.',
  },
  correction_status_invalid: {
    text: '“{value}” is not a legal status.',
    hint: 'Use Active, In Liquidation or Inactive.',
  },
  operator_user_not_found: {
    text: 'This account does not exist (any more).',
    hint: 'Search again.',
  },
  operator_lock_self: {
    text: 'You cannot lock your own account.',
    hint: 'Another operator can lock it.',
  },
  account_blocked: {
    text: 'This account is locked.',
    hint: 'Please contact support through the contact form.',
  },
  person_gone: { text: 'We show no information about this person.' },
  privacy_request_name_required: { text: 'Please enter your name.' },
  privacy_request_email_invalid: {
    text: 'Please enter a valid e-mail address.',
    hint: 'We send the confirmation of receipt and our answer to this address.',
  },
  privacy_request_about_required: {
    text: 'Please name the person page or the company your request is about.',
  },
  privacy_request_kind_invalid: {
    text: 'Please choose what you ask for: objection, erasure or rectification.',
  },
  privacy_request_correction_required: {
    text: 'For a rectification, please say which information is wrong and what is correct.',
  },
  privacy_request_not_found: { text: 'There is no privacy request with the number {id}.' },
  privacy_request_decided: {
    text: 'Privacy request {id} has been decided already.',
    hint: 'Reload the list.',
  },
  privacy_request_not_a_block: {
    text: 'A person can only be blocked on an objection or an erasure request.',
  },
  privacy_request_not_a_rectification: {
    text: 'Information can only be corrected on a rectification request.',
  },
  person_correction_invalid: {
    text: 'Please give at most one corrected value per field: a title that is not empty, an e-mail address that is valid or empty.',
  },
  person_correction_field_invalid: {
    text: 'This person has no field “{field}”.',
    hint: 'We keep e-mail addresses and phone numbers for employees only.',
  },
  message_not_found: { text: 'There is no message with the number {id}.' },
  message_answered: {
    text: 'Message {id} has been answered already.',
    hint: 'Reload the list to see the reply.',
  },
  message_closed: {
    text: 'Message {id} has been closed already.',
    hint: 'Reload the list.',
  },
  message_reply_required: { text: 'Please write a reply.' },
} satisfies ErrorTexts;
