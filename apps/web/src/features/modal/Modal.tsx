import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseButton } from '../ui/CloseButton';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** 'wide' for documents (the report viewer), 'narrow' for forms, 'full' for the whole screen (a graph). */
  size?: 'narrow' | 'wide' | 'full';
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, closes it on Escape and
 * returns focus to the opener. Its content is mounted only while open.
 */
export function Modal({ open, title, onClose, size = 'narrow', children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${size === 'narrow' ? '' : styles[size]}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <CloseButton className={styles.close} size={20} onClick={onClose} />
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
