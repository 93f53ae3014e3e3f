/** Failed API requests and the text the user reads for them: the error catalogue's, in the UI language. */

import { type ErrorCode, type ErrorParamValues, formatError, isErrorCode } from '@fd/contract';
import { errorTexts } from '../../i18n/errorTexts';

/**
 * The user's text for an API error code: the catalogue's text and hint in the UI language, with
 * the answer's parameters; the server's own text for a code the app does not know (or before the
 * language's texts are loaded).
 */
export function errorText(code: ErrorCode | null, fallback: string, params: ErrorParamValues = {}): string {
  const loaded = errorTexts();
  if (!code || !loaded) return fallback;
  const { text, hint } = formatError(loaded.texts[code], params, loaded.lang);
  return hint ? `${text} ${hint}` : text;
}

/** A rejected request: `message` is already in the user's language when the server sent a known code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;

  constructor(status: number, message: string, code: ErrorCode | null = null, params: ErrorParamValues = {}) {
    super(errorText(code, message, params));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's parameters: only text and number values are taken. */
function paramsOf(body: Record<string, unknown>): ErrorParamValues {
  if (!isRecord(body.params)) return {};
  return Object.fromEntries(
    Object.entries(body.params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** The error of a non-OK answer, from its JSON body (`{ code, error, params }`) if it has one. */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, statusText);
  const message = typeof body.error === 'string' ? body.error : statusText;
  return new ApiError(status, message, isErrorCode(body.code) ? body.code : null, paramsOf(body));
}
