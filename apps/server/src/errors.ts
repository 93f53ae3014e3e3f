/**
 * Domain errors: services throw them with a kind, which one handler maps to HTTP, and a
 * stable code from the contract, which the web app translates.
 */
import type { ErrorCode as ApiErrorCode } from '@fd/contract';

export type ErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'limit_reached'
  | 'unavailable';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  limit_reached: 409,
  rate_limited: 429,
  unavailable: 503,
};

export class AppError extends Error {
  /** The contract's code sent to the client; the kind's own code when none is given. */
  readonly apiCode: ApiErrorCode;

  /** Sent as Retry-After with a 429 or 503. */
  readonly retryAfterSeconds: number | null;

  constructor(
    readonly code: ErrorCode,
    message: string,
    apiCode?: ApiErrorCode,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.apiCode = apiCode ?? code;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export const invalidInput = (message: string, apiCode: ApiErrorCode = 'invalid_input') =>
  new AppError('invalid_input', message, apiCode);
export const notFound = (message: string, apiCode: ApiErrorCode = 'not_found') =>
  new AppError('not_found', message, apiCode);
