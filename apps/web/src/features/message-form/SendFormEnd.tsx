import type { ReactNode } from 'react';
import styles from './SendForm.module.css';
import type { SendStatus } from './useSendForm';

export interface SendFormEndProps {
  status: SendStatus<object, object>;
  /** Shown once the form was sent. */
  successText: string;
  /** The failure's alert, shown while the status is an error. */
  error: ReactNode;
  requiredNote: string;
  submitLabel: string;
  sendingLabel: string;
}

/** The end of a form that sends a message or request: its result, the required-fields note and the button. */
export function SendFormEnd({
  status,
  successText,
  error,
  requiredNote,
  submitLabel,
  sendingLabel,
}: SendFormEndProps) {
  const sending = status.kind === 'sending';
  return (
    <>
      {status.kind === 'success' && (
        <p className="banner banner-success" role="status">
          {successText}
        </p>
      )}
      {status.kind === 'error' && error}
      <div className={styles.actions}>
        <span className={styles.note}>{requiredNote}</span>
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
