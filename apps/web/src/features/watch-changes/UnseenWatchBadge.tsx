import { formatCount } from '@fd/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLang } from '../../i18n/useLang';
import { queryKeys } from '../api/queryKeys';
import { fetchUnseenWatchCount } from '../api/watchChanges';
import { useAuth } from '../auth/AuthContext';
import styles from './UnseenWatchBadge.module.css';

/**
 * The navigation's count of watched companies that changed since the user last looked. It is
 * asked again whenever something marks changes seen or changes the watch list (reading the list
 * or a company page, watching, unwatching, Refresh Data: queryKeys.ts, `invalidate`), and on every
 * page change, so that changes from an import reach it while the user moves around.
 */
export function UnseenWatchBadge() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useAuth();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const query = useQuery({
    queryKey: queryKeys.unseenWatchCount(),
    queryFn: ({ signal }) => fetchUnseenWatchCount(signal),
    enabled: isLoggedIn,
  });
  useEffect(() => {
    if (!isLoggedIn || pathname === shownPath.current) return;
    // After the new page's own requests (which may mark changes seen) have gone out.
    const timer = window.setTimeout(() => {
      shownPath.current = pathname;
      void queryClient.invalidateQueries({ queryKey: queryKeys.unseenWatchCount() });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [isLoggedIn, pathname, queryClient]);

  // A badge that cannot be fetched is left out; the list itself still shows the changes.
  const count = query.isError ? 0 : (query.data ?? 0);

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
