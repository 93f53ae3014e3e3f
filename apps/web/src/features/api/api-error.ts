import type { ErrorCode } from '@fd/contract';
import i18next from 'i18next';

/** The user's text for an API error code; the server's English text for a code the app does not know. */
export function errorText(code: ErrorCode | null, fallback: string): string {
  return code && i18next.exists(`errors.${code}`) ? i18next.t(`errors.${code}` as const) : fallback;
}

/** A rejected request: `message` is already in the user's language when the server sent a known code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;

  constructor(status: number, message: string, code: ErrorCode | null = null) {
    super(errorText(code, message));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}
