import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface CloseButtonProps {
  className: string;
  /** The cross's size in px. */
  size: number;
  onClick: () => void;
}

/** The cross that closes a dialog or dismisses a note, named 'Close' for screen readers. */
export function CloseButton({ className, size, onClick }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} onClick={onClick} aria-label={t('profile.closeDialog')}>
      <X size={size} aria-hidden="true" />
    </button>
  );
}
