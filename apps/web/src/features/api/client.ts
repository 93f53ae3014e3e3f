/**
 * The one way the web app calls the API: typed by the route table (docs/decisions/100). An
 * operation's name gives its method and path (`API_PATHS`); what a call sends is typed by the
 * input side of the route's schemas, what it gets back by the output side of its response
 * schema. Throws `ApiError` on a non-OK answer.
 */

import {
  type ApiMethod,
  type ApiOperation,
  CSRF_COOKIE as csrfCookie,
  CSRF_HEADER as csrfHeader,
  type GetOperation,
  type JsonOperation,
  locate,
  type RouteInput,
  type RouteOutput,
} from '@fd/contract';
import { readStoredLang } from '../../i18n/language';
import { ApiError, apiErrorFrom } from './api-error';

/** Nothing to pass for an operation that needs nothing. */
type Args<Input> = Record<never, never> extends Input ? [input?: Input] : [input: Input];
type CallInput<Op extends JsonOperation> = RouteInput<Op> & { readonly signal?: AbortSignal };
type Fields = Readonly<Record<string, unknown>>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};

/** A path or query value as the schema takes it: text, a number or a yes/no. */
function serialised(name: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  throw new TypeError(`${name} cannot be sent in a URL`);
}

function fillPath(path: string, params: Fields): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(serialised(name, params[name])));
}

function queryString(query: Fields): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, serialised(name, value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface BuiltRequest {
  url: string;
  method: ApiMethod;
  /** JSON, for an operation with a body. */
  body?: string;
}

/** Where a call goes and what it sends: `/api`, the path with its parameters, the query, the body. */
export function buildRequest(
  operation: ApiOperation,
  input: { readonly params?: unknown; readonly query?: unknown; readonly body?: unknown } = {},
): BuiltRequest {
  const { method, path } = locate(operation);
  const url = `/api${fillPath(path, fieldsOf(input.params))}${queryString(fieldsOf(input.query))}`;
  return input.body === undefined ? { url, method } : { url, method, body: JSON.stringify(input.body) };
}

/**
 * The URL of a read for a link or an image source, which the browser opens with the session
 * cookie: a document, an export, an image, the account's data.
 */
export function apiUrl<Op extends GetOperation>(operation: Op, ...[input]: Args<RouteInput<Op>>): string {
  return buildRequest(operation, input).url;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Sent with every call: the UI language, in which the server writes its messages, and the
 * double-submit CSRF token for requests whose Origin header a browser or proxy dropped.
 */
function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Lang': readStoredLang() };
  const csrfToken = readCookie(csrfCookie);
  if (csrfToken) headers[csrfHeader] = csrfToken;
  return headers;
}

/** Calls an operation that answers JSON. */
export async function api<Op extends JsonOperation>(
  operation: Op,
  ...[input]: Args<CallInput<Op>>
): Promise<RouteOutput<Op>> {
  const { url, method, body } = buildRequest(operation, input);
  const headers = commonHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body,
    signal: input?.signal,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw apiErrorFrom(response.status, response.statusText, await readJson(response));
  }
  // The answer is the route's response schema's output. The server's tests parse every answer
  // with that schema; the browser does not parse it again (size budget, docs/decisions/100).
  return response.json();
}

/** Calls an operation whose body is a file, sent as it is (a CSV upload), not as JSON. */
export async function apiUpload<Op extends JsonOperation>(
  operation: Op,
  input: RouteInput<Op>,
  file: Blob,
  contentType: string,
): Promise<RouteOutput<Op>> {
  const { url, method } = buildRequest(operation, input);
  const headers = { ...commonHeaders(), 'Content-Type': contentType };
  const response = await fetch(url, { method, headers, body: file, credentials: 'same-origin' });
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, await readJson(response));
  return response.json();
}

/** The server's own message for a rejected request (HTTP 400), if it sent one. */
export function badRequestMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.message ? error.message : null;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** fetch rejects with a TypeError when the server cannot be reached at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
