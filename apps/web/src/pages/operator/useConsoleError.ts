import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../features/api/api-error';
import { useSessionEnd } from '../../features/auth/useSessionEnd';
import { workspaceErrorMessage } from '../../features/workspace/workspaceError';

/**
 * The text for a failed console call: the catalogue's translated text for a code the server
 * named (not an operator, report decided already, a wrong legal status), else the general one;
 * null when the session ended (the user is sent to the login).
 */
export function useConsoleError(): (error: unknown) => string | null {
  const { t } = useTranslation();
  const endSession = useSessionEnd();
  return useCallback(
    (error: unknown) => {
      if (endSession(error)) return null;
      if (error instanceof ApiError && error.code !== null && error.code !== 'invalid_input')
        return error.message;
      return workspaceErrorMessage(error, t);
    },
    [endSession, t],
  );
}
