import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/Modal';
import styles from './feedback.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (delete, remove, sign out); the action runs on confirm. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={busy ? () => undefined : onCancel}>
      <p className={styles.dialogText}>{text}</p>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('workspace.common.cancel')}
        </button>
        <button type="button" className={`btn ${styles.danger}`} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
