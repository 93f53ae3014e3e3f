import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error';
import { isNetworkError } from '../api/client';

/** What a failure means in the place it happened: a duplicate name, a limit, a wrong password. */
export interface FailureTexts {
  /** HTTP 409: a name already taken or a limit reached. */
  conflict?: string;
  /** HTTP 403: a password that is not correct. */
  forbidden?: string;
}

/**
 * The workspace API writes its messages in English only, so the UI says in its own language
 * what went wrong, from the status code and what the caller knows about the situation.
 */
export function workspaceErrorMessage(error: unknown, t: TFunction, texts: FailureTexts = {}): string {
  if (isNetworkError(error)) return t('workspace.errors.network');
  if (error instanceof ApiError) {
    if (error.status === 409 && texts.conflict) return texts.conflict;
    if (error.status === 403 && texts.forbidden) return texts.forbidden;
    if (error.status === 404) return t('workspace.errors.gone');
    if (error.status === 429) return t('workspace.errors.tooMany');
    // A specific code (e.g. a move onto the same list) has its own translated text.
    if (error.status === 400 && error.code !== null && error.code !== 'invalid_input') return error.message;
    if (error.status === 400) return t('workspace.errors.invalid');
  }
  return t('workspace.errors.generic');
}
