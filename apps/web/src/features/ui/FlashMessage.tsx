import { CloseButton } from './CloseButton';
import styles from './feedback.module.css';
import type { Flash } from './useFlash';

export interface FlashMessageProps {
  flash: Flash | null;
  onDismiss: () => void;
}

/** A page's note on the last action: green for done, red for failed; announced to screen readers. */
export function FlashMessage({ flash, onDismiss }: FlashMessageProps) {
  return (
    <div aria-live="polite">
      {flash && (
        <div
          key={flash.id}
          className={`banner ${flash.kind === 'success' ? 'banner-success' : 'banner-error'} ${styles.flash}`}
          role={flash.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{flash.text}</p>
          <CloseButton className={styles.flashClose} size={16} onClick={onDismiss} />
        </div>
      )}
    </div>
  );
}
