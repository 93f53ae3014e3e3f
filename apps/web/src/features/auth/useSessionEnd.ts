import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { useLeaveToLogin } from './useLeaveToLogin';

/**
 * Workspace calls answer 401 once the session has ended (signed out elsewhere, password changed
 * on another device): the UI forgets its login and goes to /login. Returns whether it did.
 */
export function useSessionEnd(): (error: unknown) => boolean {
  const { t } = useTranslation();
  const leaveToLogin = useLeaveToLogin();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      leaveToLogin(t('workspace.common.sessionEnded'));
      return true;
    },
    [leaveToLogin, t],
  );
}
