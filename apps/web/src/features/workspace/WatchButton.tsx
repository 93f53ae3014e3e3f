import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { ApiError } from '../api/api-error';
import { invalidate } from '../api/queryKeys';
import { unwatchCompany, watchCompany } from '../api/workspace';
import { useAuth } from '../auth/AuthContext';
import styles from './actionFeedback.module.css';
import { formattedLimit } from './limits';
import { useFailureMessage } from './useFailureMessage';

export interface WatchButtonProps {
  companyId: number;
  companyName: string;
  /**
   * Whether the viewer watches the company (the company page knows it from its detail). Leave it
   * out where it is unknown, e.g. in search results: the button then offers 'Watch', which does
   * no harm for a company already watched.
   */
  watched?: boolean;
  /** 'icon' for compact result rows: the label becomes the tooltip and accessible name. */
  variant?: 'button' | 'icon';
  onChange?: (watched: boolean) => void;
}

/** Watch / unwatch toggle for signed-in users; renders nothing for anonymous visitors. */
export function WatchButton({
  companyId,
  companyName,
  watched = false,
  variant = 'button',
  onChange,
}: WatchButtonProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useAuth();
  const failureMessage = useFailureMessage();
  const queryClient = useQueryClient();
  const [isWatched, setIsWatched] = useState(watched);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isLoggedIn) return null;

  const toggle = async () => {
    const next = !isWatched;
    setBusy(true);
    setError(null);
    try {
      await (next ? watchCompany(companyId) : unwatchCompany(companyId));
      setIsWatched(next);
      onChange?.(next);
      invalidate.watch(queryClient, [companyId]);
    } catch (failure) {
      // Unwatching a company that is already gone from the list leaves it unwatched all the same.
      if (!next && failure instanceof ApiError && failure.status === 404) {
        setIsWatched(false);
        onChange?.(false);
        invalidate.watch(queryClient, [companyId]);
      } else {
        setError(
          failureMessage(failure, {
            conflict: t('workspace.limits.watchlist', { limit: formattedLimit('watchlist', lang) }),
          }),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const label = isWatched ? t('workspace.watch.watching') : t('workspace.watch.watch');
  const actionLabel = isWatched
    ? t('workspace.watch.unwatchLabel', { name: companyName })
    : t('workspace.watch.watchLabel', { name: companyName });

  return (
    <span className={styles.root}>
      <button
        type="button"
        className={`btn btn-secondary ${isWatched ? styles.pressed : ''} ${variant === 'icon' ? styles.iconOnly : ''}`}
        aria-pressed={isWatched}
        aria-label={variant === 'icon' ? actionLabel : undefined}
        title={actionLabel}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <Eye size={16} aria-hidden="true" />
        {variant === 'button' && label}
      </button>
      <span className={`${styles.note} ${styles.noteError}`} role="alert">
        {error}
      </span>
    </span>
  );
}
