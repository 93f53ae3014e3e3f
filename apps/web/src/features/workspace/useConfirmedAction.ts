import { useState } from 'react';
import type { ConfirmDialogProps } from '../ui/ConfirmDialog';
import { useFailureMessage } from './useFailureMessage';
import type { FailureTexts } from './workspaceError';

export interface ConfirmedAction<Subject> {
  /** What the dialog is asking about, or null while it is closed. */
  subject: Subject | null;
  ask: (subject: Subject) => void;
  dialog: Pick<ConfirmDialogProps, 'open' | 'busy' | 'error' | 'onConfirm' | 'onCancel'>;
}

/**
 * A destructive action behind a confirmation: `ask` opens the dialog, confirming runs the action;
 * the dialog closes on success and shows the failure otherwise.
 */
export function useConfirmedAction<Subject>(
  action: (subject: Subject) => Promise<void>,
  texts?: FailureTexts,
): ConfirmedAction<Subject> {
  const failureMessage = useFailureMessage();
  const [subject, setSubject] = useState<Subject | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (subject === null) return;
    setBusy(true);
    setError(null);
    try {
      await action(subject);
      setSubject(null);
    } catch (failure) {
      const message = failureMessage(failure, texts);
      if (message === null) setSubject(null);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return {
    subject,
    ask: (next) => {
      setError(null);
      setSubject(next);
    },
    dialog: {
      open: subject !== null,
      busy,
      error,
      onConfirm: () => void confirm(),
      onCancel: () => setSubject(null),
    },
  };
}
