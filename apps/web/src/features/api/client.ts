/** A small fetch wrapper for the same-origin API: throws on non-OK answers, typed by the contract. */

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type QueryValue = string | number | undefined;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/api${path}?${search}` : `/api${path}`;
}

function errorMessageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  const body = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, errorMessageOf(body) ?? response.statusText);
  }
  return body as T;
}

export function apiGet<T>(
  path: string,
  query?: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T> {
  return request<T>(buildUrl(path, query), {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal,
  });
}

export function apiPost<T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> {
  return request<T>(buildUrl(path), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    signal,
  });
}

/** The server's own message for a rejected request (HTTP 400), if it sent one. */
export function badRequestMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.message ? error.message : null;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
