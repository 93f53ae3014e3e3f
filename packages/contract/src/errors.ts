import { formatCount, type Lang } from './format';

/**
 * The error catalogue (docs/decisions/105): every failure the API answers, by its stable code,
 * with the HTTP status the server answers it with and the parameters its texts name. The texts
 * themselves, German and English, are in `errors.de.ts` and `errors.en.ts`, one file per
 * language so that the web app loads only its own (docs/decisions/081).
 *
 * A failure's answer is `{ success: false, code, error, message, hint?, params? }`: `error` says
 * what was wrong, `message` adds the hint (what the user can do), both in the request's language.
 * A schema check that names a code (`failsWith`) answers 400 like every validation failure.
 */
export interface ErrorSpec {
  readonly status: number;
  /** Text values named in the texts as `{name}` (a name, an id), inserted as they are. */
  readonly params?: readonly string[];
  /** Text values only some of the texts' variants name. */
  readonly optionalParams?: readonly string[];
  /** Numbers named in the texts as `{name}`, printed in the language's number format. */
  readonly counts?: readonly string[];
  /** Parameters whose value picks one of the texts' variants (`select` in the language files). */
  readonly select?: Readonly<Record<string, readonly string[]>>;
}

export const ERRORS = {
  // Kinds of failure, for when nothing more specific applies.
  invalid_input: { status: 400 },
  unauthenticated: { status: 401 },
  not_found: { status: 404 },
  rate_limited: { status: 429 },
  limit_reached: {
    status: 409,
    counts: ['limit'],
    select: { what: ['lists', 'itemsPerList', 'watchlist', 'contacts', 'savedSearches'] },
  },
  unavailable: { status: 503 },
  internal_error: { status: 500 },
  database_unavailable: { status: 503 },
  database_timeout: { status: 503 },
  account_unavailable: { status: 503 },
  request_too_large: { status: 413 },
  route_not_found: { status: 404, params: ['method', 'path'] },
  search_too_broad: { status: 422 },
  server_busy: { status: 503 },
  worker_crashed: { status: 503 },
  metrics_not_allowed: { status: 403 },
  // Form fields: the contract's schemas name these (failsWith), so a failed check keeps its code.
  invalid_email: { status: 400 },
  password_too_short: { status: 400 },
  password_too_long: { status: 400 },
  password_required: { status: 400 },
  name_required: { status: 400 },
  name_control_characters: { status: 400 },
  // Accounts
  bad_credentials: { status: 401 },
  account_locked: { status: 429, counts: ['minutes'] },
  login_throttled: { status: 429, counts: ['minutes'] },
  email_unverified: { status: 403 },
  google_failed: { status: 401 },
  too_many_mails: { status: 429 },
  reset_link_invalid: { status: 400 },
  other_user: { status: 403 },
  cross_site_refused: { status: 403 },
  csrf_invalid: { status: 403 },
  wrong_password: { status: 403 },
  confirm_email_mismatch: { status: 403 },
  session_not_found: { status: 404 },
  profile_not_found: { status: 404 },
  // Search
  keyword_invalid: { status: 400 },
  advanced_search_login: { status: 401 },
  search_depth_login: { status: 401, counts: ['depth'] },
  address_not_found: { status: 400, params: ['address'] },
  filter_invalid: {
    status: 400,
    params: ['indicator'],
    optionalParams: ['value', 'allowed'],
    select: {
      problem: [
        'unknown_company_filter',
        'unknown_employee_filter',
        'not_a_number',
        'range_shape',
        'range_empty',
        'range_inverted',
        'no_choice',
        'not_a_choice',
        'no_value',
        'not_one_value',
        'not_an_event_type',
        'event_window_shape',
        'not_a_date',
        'date_out_of_range',
        'window_inverted',
      ],
    },
  },
  radius_invalid: { status: 400, counts: ['max'] },
  group_company_unknown: { status: 400 },
  // Bulk use and abuse limits
  too_many_pages: { status: 429 },
  too_many_documents: { status: 429 },
  too_many_in_flight: { status: 429 },
  too_many_messages: { status: 429 },
  export_quota_reached: { status: 429, counts: ['rows', 'remaining', 'limit'] },
  contact_quota_reached: { status: 429, counts: ['limit'] },
  // API keys
  api_key_invalid: { status: 401 },
  api_key_read_only: { status: 403 },
  api_key_quota: { status: 429 },
  api_key_not_allowed: { status: 403 },
  api_key_not_found: { status: 404 },
  api_key_limit: { status: 409, counts: ['limit'] },
  api_key_create_limit: { status: 429, counts: ['limit'] },
  api_key_name_required: { status: 400 },
  // Matching (POST /api/match)
  match_too_many_queries: { status: 400 },
  match_query_empty: { status: 400 },
  match_field_unknown: { status: 400 },
  reconcile_queries_invalid: { status: 400 },
  // Matching an uploaded file (the dashboard's list matching)
  match_file_empty: { status: 400 },
  match_file_not_text: { status: 400 },
  match_file_no_rows: { status: 400 },
  match_file_too_many_rows: { status: 400, counts: ['limit'] },
  match_file_ragged: { status: 400, counts: ['line', 'found', 'expected'] },
  match_file_formula: { status: 400, counts: ['line'], params: ['column'] },
  match_file_xlsx_damaged: { status: 400 },
  match_file_xlsx_macros: { status: 400 },
  match_file_xlsx_external_links: { status: 400 },
  match_file_xlsx_unpacked_too_large: { status: 400, counts: ['limit'] },
  match_mapping_empty: { status: 400 },
  match_mapping_column: { status: 400 },
  match_job_not_found: { status: 404 },
  match_job_running: { status: 409 },
  match_job_started: { status: 409 },
  match_row_not_found: { status: 404 },
  match_rows_quota: { status: 429, counts: ['rows', 'remaining', 'limit'] },
  match_lead_list_target: { status: 400 },
  match_lead_list_empty: { status: 409 },
  // Companies, people, statistics
  company_not_found: { status: 404, params: ['id'] },
  employee_not_found: { status: 404, params: ['id'] },
  person_not_found: { status: 404 },
  report_not_found: { status: 404, params: ['id'] },
  register_record_missing: { status: 404, params: ['register'] },
  report_target_unknown: { status: 400, params: ['id'], select: { entity: ['company', 'employee'] } },
  statistics_unavailable: { status: 503 },
  company_id_invalid: { status: 400 },
  employee_id_invalid: { status: 400 },
  network_depth_invalid: { status: 400 },
  // Workspace
  list_not_found: { status: 404 },
  list_name_taken: { status: 409, params: ['name'] },
  list_item_not_found: { status: 404 },
  saved_search_not_found: { status: 404 },
  saved_search_name_taken: { status: 409, params: ['name'] },
  contact_not_found: { status: 404 },
  view_not_found: { status: 404 },
  not_watched: { status: 404 },
  list_move_same: { status: 400 },
  // Register events: the feed, signal search, alerts, webhooks
  event_type_unknown: { status: 400, params: ['type'] },
  event_country_unknown: { status: 400, params: ['country'] },
  event_cursor_invalid: { status: 400 },
  event_feed_limit_invalid: { status: 400 },
  list_page_invalid: { status: 400 },
  webhook_url_invalid: { status: 400 },
  webhook_url_too_long: { status: 400 },
  webhook_url_private: { status: 400, params: ['host'] },
  webhook_types_required: { status: 400 },
  webhook_limit: { status: 409, counts: ['limit'] },
  webhook_not_found: { status: 404 },
  // The operator console
  operator_only: { status: 403 },
  operator_user_unknown: { status: 400, params: ['email'] },
  issue_report_not_found: { status: 404, params: ['id'] },
  issue_report_decided: { status: 409, params: ['id'] },
  correction_needs_company: { status: 400 },
  correction_status_invalid: { status: 400, params: ['value'] },
  operator_user_not_found: { status: 404 },
  operator_lock_self: { status: 400 },
  account_blocked: { status: 403 },
  // People blocked after a privacy request (docs/decisions/171)
  person_gone: { status: 410 },
  privacy_request_name_required: { status: 400 },
  privacy_request_email_invalid: { status: 400 },
  privacy_request_about_required: { status: 400 },
  privacy_request_kind_invalid: { status: 400 },
  privacy_request_correction_required: { status: 400 },
  privacy_request_not_found: { status: 404, params: ['id'] },
  privacy_request_decided: { status: 409, params: ['id'] },
  privacy_request_not_a_block: { status: 400 },
  privacy_request_not_a_rectification: { status: 400 },
  person_correction_invalid: { status: 400 },
  person_correction_field_invalid: { status: 400, params: ['field'] },
  unblock_reason_required: { status: 400 },
  // The console's inbox (docs/decisions/177)
  message_not_found: { status: 404, params: ['id'] },
  message_answered: { status: 409, params: ['id'] },
  message_closed: { status: 409, params: ['id'] },
  message_reply_required: { status: 400 },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The HTTP status the server answers a code with. */
export function status(code: ErrorCode): number {
  return ERRORS[code].status;
}

type Spec<C extends ErrorCode> = (typeof ERRORS)[C];
type TextParam<C extends ErrorCode> =
  Spec<C> extends { params: readonly (infer P extends string)[] } ? P : never;
type OptionalParam<C extends ErrorCode> =
  Spec<C> extends { optionalParams: readonly (infer P extends string)[] } ? P : never;
type CountParam<C extends ErrorCode> =
  Spec<C> extends { counts: readonly (infer P extends string)[] } ? P : never;
type Variant<V> = V extends readonly (infer E extends string)[] ? E : never;
type SelectParams<C extends ErrorCode> =
  Spec<C> extends { select: infer S extends ErrorSpec['select'] }
    ? { [P in keyof S]: Variant<S[P]> }
    : Record<never, never>;

/** The parameters a code's texts name: texts, counts, and the variant of each `select` parameter. */
export type ErrorParams<C extends ErrorCode> = { [P in TextParam<C>]: string } & {
  [P in OptionalParam<C>]?: string;
} & { [P in CountParam<C>]: number } & SelectParams<C>;

/** Parameters as an answer carries them (`params`), before they are known to fit a code. */
export type ErrorParamValues = Readonly<Record<string, string | number>>;

/** A text for a count: `#` stands for the number ('# Minute', '# Minuten'). */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
}

/** One code's texts in one language. */
export interface ErrorText {
  readonly text: string;
  readonly hint?: string;
  readonly select?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly plural?: Readonly<Record<string, PluralForms | undefined>>;
}

type TextOf<C extends ErrorCode> = {
  readonly text: string;
  readonly hint?: string;
  readonly plural?: { readonly [P in CountParam<C>]?: PluralForms };
} & (Spec<C> extends { select: infer S extends ErrorSpec['select'] }
  ? { readonly select: { readonly [P in keyof S]: Readonly<Record<Variant<S[P]>, string>> } }
  : { readonly select?: never });

/** Every code's texts in one language: `errors.de.ts` and `errors.en.ts` are checked against it. */
export type ErrorTexts = { readonly [C in ErrorCode]: TextOf<C> };

const pluralRules: Record<Lang, Intl.PluralRules> = {
  de: new Intl.PluralRules('de-DE'),
  en: new Intl.PluralRules('en-US'),
};

function fill(template: string, entry: ErrorText, params: ErrorParamValues, lang: Lang): string {
  const chosen = template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const variants = entry.select?.[name];
    const value = params[name];
    return variants && value !== undefined ? (variants[String(value)] ?? String(value)) : placeholder;
  });
  return chosen.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    if (typeof value === 'string') return value;
    const forms = entry.plural?.[name];
    const number = formatCount(value, lang);
    if (!forms) return number;
    return (pluralRules[lang].select(value) === 'one' ? forms.one : forms.other).replace('#', number);
  });
}

/** A code's text and hint in one language, with its parameters filled in. */
export function formatError(
  entry: ErrorText,
  params: ErrorParamValues,
  lang: Lang,
): { text: string; hint: string | null } {
  return {
    text: fill(entry.text, entry, params, lang),
    hint: entry.hint === undefined ? null : fill(entry.hint, entry, params, lang),
  };
}

/**
 * The message a schema check fails with when it stands for a code: the code itself, which the
 * server answers with that code and the code's text in the request's language.
 */
export function failsWith(code: ErrorCode): string {
  return code;
}

/** The code a failed check names (`failsWith`), else null. */
export function errorCodeOfMessage(message: string | undefined): ErrorCode | null {
  return isErrorCode(message) ? message : null;
}
