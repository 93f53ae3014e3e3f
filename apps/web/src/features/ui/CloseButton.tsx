import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The × that closes a dialog or dismisses a note, named "Schließen" / "Close" for screen readers. */
export function CloseButton({
  className,
  size,
  onClick,
}: {
  className: string;
  size: number;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} onClick={onClick} aria-label={t('profile.closeDialog')}>
      <X size={size} aria-hidden="true" />
    </button>
  );
}
