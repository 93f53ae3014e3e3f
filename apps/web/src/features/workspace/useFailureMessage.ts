import { useCallback, useState } from 'react';
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

/** A form's submission: busy while its action runs, the failure said for its place afterwards. */
export interface Submission {
  busy: boolean;
  error: string | null;
  /** For the form's own checks before it submits, and to clear the message. */
  setError: (error: string | null) => void;
  /** Runs `action`; resolves whether it succeeded. */
  run: (action: () => Promise<unknown>, texts?: FailureTexts) => Promise<boolean>;
}

export interface SubmissionState {
  setBusy: (busy: boolean) => void;
  setError: (error: string | null) => void;
  /** The message for a failure, or null when there is none to show (the session has ended). */
  failureMessage: (failure: unknown, texts?: FailureTexts) => string | null;
}

/** One submission: clears the last message, is busy while `action` runs, shows its failure. */
export async function runSubmission(
  state: SubmissionState,
  action: () => Promise<unknown>,
  texts?: FailureTexts,
): Promise<boolean> {
  state.setBusy(true);
  state.setError(null);
  try {
    await action();
    return true;
  } catch (failure) {
    state.setError(state.failureMessage(failure, texts));
    return false;
  } finally {
    state.setBusy(false);
  }
}

/**
 * Lives beside `useFailureMessage` so that the pages share one chunk for both: a chunk of its own
 * adds its name to the landing entry's preload lists (decision 213).
 */
export function useSubmission(): Submission {
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    setError,
    run: (action, texts) => runSubmission({ setBusy, setError, failureMessage }, action, texts),
  };
}
