/** A small fetch wrapper for the same-origin API: throws on non-OK answers, typed by the contract. */

import { CSRF_COOKIE as csrfCookie, CSRF_HEADER as csrfHeader } from '@fd/contract';
import { readStoredLang } from '../../i18n/language';
import { ApiError, apiErrorFrom } from './api-error';

type QueryValue = string | number | undefined;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/api${path}?${search}` : `/api${path}`;
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

async function request<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  const body = await readJson(response);
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, body);
  return body as T;
}

export function apiGet<T>(
  path: string,
  query?: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T> {
  return request<T>(buildUrl(path, query), {
    method: 'GET',
    headers: commonHeaders(),
    signal,
  });
}

export function apiPost<T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> {
  return request<T>(buildUrl(path), {
    method: 'POST',
    headers: { ...commonHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    signal,
  });
}

export function apiPatch<T>(path: string, payload: unknown): Promise<T> {
  return request<T>(buildUrl(path), {
    method: 'PATCH',
    headers: { ...commonHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

/** DELETE, with a JSON body where the server asks for a confirmation (deleting the account). */
export function apiDelete<T>(path: string, payload?: unknown): Promise<T> {
  return request<T>(buildUrl(path), {
    method: 'DELETE',
    headers:
      payload === undefined ? commonHeaders() : { ...commonHeaders(), 'Content-Type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
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
