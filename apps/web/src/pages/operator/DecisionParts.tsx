import { type FormEvent, useState } from 'react';
import styles from './OperatorPage.module.css';
import { useConsoleError } from './useConsoleError';

/** A console decision's state: busy while it runs, the translated failure when it fails. */
export function useDecisionRun(onDecided: (message: string) => void) {
  const failure = useConsoleError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onDecided(message);
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** Reject with a reason: the form every decision offers beside its own. */
export function RejectForm({
  label,
  button,
  busy,
  onReject,
}: {
  label: string;
  button: string;
  busy: boolean;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(reason);
  };
  return (
    <form className={styles.decisionForm} onSubmit={submit}>
      <label className="field">
        <span className="field-label">{label}</span>
        <input
          className="input"
          value={reason}
          required
          maxLength={2000}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-secondary" disabled={busy || reason.trim() === ''}>
        {button}
      </button>
    </form>
  );
}

export function DecisionError({ error }: { error: string | null }) {
  return error === null ? null : (
    <p className="banner banner-error" role="alert">
      {error}
    </p>
  );
}
