import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error';
import { isNetworkError } from '../api/client';

/**
 * What the alert box of an account form says: the server's own message for a
 * rejected request, 'Unable to connect to server' when it cannot be reached.
 */
export function authFailureMessage(error: unknown, t: TFunction): string {
  if (isNetworkError(error)) return t('auth.errors.network');
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return t('auth.errors.generic');
}
