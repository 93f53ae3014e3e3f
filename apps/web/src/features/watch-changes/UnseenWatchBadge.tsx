import { formatCount } from '@fd/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLang } from '../../i18n/useLang';
import { fetchUnseenWatchCount } from '../api/watchChanges';
import { useAuth } from '../auth/AuthContext';
import styles from './UnseenWatchBadge.module.css';

/**
 * The navigation's count of watched companies that changed since the user last looked. Asked
 * again on every page change, so it clears once the user has looked at the list or the company.
 */
export function UnseenWatchBadge() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useAuth();
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what asks again.
  useEffect(() => {
    if (!isLoggedIn) return;
    const controller = new AbortController();
    // Asked after the page's own requests (which mark changes seen) have gone out.
    const timer = window.setTimeout(() => {
      fetchUnseenWatchCount(controller.signal).then(setCount, () => {
        // A badge that cannot be fetched is left out; the list itself still shows the changes.
        if (!controller.signal.aborted) setCount(0);
      });
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [isLoggedIn, pathname]);

  if (!isLoggedIn || count === 0) return null;
  return (
    <span className={styles.badge} data-testid="watch-unseen-badge">
      <span aria-hidden="true">{formatCount(count, lang)}</span>
      <span className="visually-hidden">
        {t('provenance.watch.badgeLabel', { count, formatted: formatCount(count, lang) })}
      </span>
    </span>
  );
}
