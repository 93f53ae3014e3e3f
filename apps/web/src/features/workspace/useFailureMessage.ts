import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionEnd } from '../auth/useSessionEnd';
import { type FailureTexts, workspaceErrorMessage } from './workspaceError';

/**
 * The message to show for a failed workspace action, or null when the session has ended and
 * the user is on the way to /login.
 */
export function useFailureMessage(): (error: unknown, texts?: FailureTexts) => string | null {
  const { t } = useTranslation();
  const endSession = useSessionEnd();
  return useCallback(
    (error: unknown, texts?: FailureTexts) =>
      endSession(error) ? null : workspaceErrorMessage(error, t, texts),
    [endSession, t],
  );
}
