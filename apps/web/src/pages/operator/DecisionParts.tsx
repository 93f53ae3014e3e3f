import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../features/ui/TextField';
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

/** A required line of a decision form (a person's page key, a reason). */
export function DecisionField({
  label,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return <TextField id={id} label={label} value={value} required maxLength={maxLength} onChange={onChange} />;
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
      <DecisionField label={label} value={reason} maxLength={2000} onChange={setReason} />
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
