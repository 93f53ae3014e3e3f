import { formatCount } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { queryKeys } from '../api/queryKeys';
import { fetchUnseenWatchCount } from '../api/watchChanges';
import { useAuth } from '../auth/AuthContext';
import styles from './UnseenWatchBadge.module.css';

/**
 * The navigation's count of watched companies that changed since the user last looked. It is
 * asked again whenever something marks changes seen or changes the watch list: reading the list
 * or a company page, watching, unwatching, Refresh Data (queryKeys.ts, `invalidate`).
 */
export function UnseenWatchBadge() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useAuth();
  const query = useQuery({
    queryKey: queryKeys.unseenWatchCount(),
    queryFn: ({ signal }) => fetchUnseenWatchCount(signal),
    enabled: isLoggedIn,
  });
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
