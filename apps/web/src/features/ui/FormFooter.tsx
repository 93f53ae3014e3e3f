import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';

export interface FormFooterProps {
  /** The last attempt's error, shown above the buttons as an alert. */
  error: string | null;
  busy: boolean;
  submitLabel: string;
  /** Shown on the submit button while `busy` ("Speichern …"); else the submit label stays. */
  busyLabel?: string;
  /** Disabled for a reason other than `busy` (nothing chosen yet). */
  submitDisabled?: boolean;
  /** With a handler, a "Cancel" button stands before the submit button (dialogs). */
  onCancel?: () => void;
  /** Without it, the submit button submits its form; with it, it is a plain button. */
  onSubmit?: () => void;
  danger?: boolean;
  /** The row's class: the dialog row by default, a page's own (account sections) otherwise. */
  className?: string;
}

/** The end of every form and dialog: its error, then Cancel (in dialogs) and the action. */
export function FormFooter({
  error,
  busy,
  submitLabel,
  busyLabel,
  submitDisabled = false,
  onCancel,
  onSubmit,
  danger = false,
  className = styles.dialogActions,
}: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <div className={className}>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {t('workspace.common.cancel')}
          </button>
        )}
        <button
          type={onSubmit ? 'button' : 'submit'}
          className={`btn ${danger ? styles.danger : 'btn-primary'}`}
          onClick={onSubmit}
          disabled={busy || submitDisabled}
        >
          {busy && busyLabel ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
