import { formatCount, type User } from '@fd/contract';
import type { TFunction } from 'i18next';
import { Bookmark, Eye, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '../../../features/api/queryKeys';
import { fetchRecent, fetchSavedSearches, recentItemPath } from '../../../features/api/workspace';
import { useAuth } from '../../../features/auth/AuthContext';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { PageIntro } from '../../../features/ui/PageIntro';
import { usePageTitle } from '../../../features/ui/usePageTitle';
import { useResource } from '../../../features/ui/useResource';
import { useWatchlist } from '../../../features/workspace/useWatchlist';
import { formatDateTime } from '../../../i18n/dates';
import { savedSearchUrl } from '../leadlist/savedSearchUrl';
import styles from './DashboardHome.module.css';
import { HomePanel } from './HomePanel';
import { HomeSearch } from './HomeSearch';

/** "Willkommen" on a first login, "Willkommen zurück" once the user has logged in before (docs/decisions/189). */
function greeting(t: TFunction, user: User | null): string {
  const returning = user?.previous_login_at != null;
  if (user?.fullname) return t(returning ? 'home.greeting' : 'home.greetingFirst', { name: user.fullname });
  return t(returning ? 'home.greetingAnonymous' : 'home.greetingFirstAnonymous');
}

/** /dashboard: a quick search, the recently viewed profiles, the watch list and the saved searches. */
export function DashboardHomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const terms = useDataTerms();
  const { lang } = terms;
  usePageTitle(t('dashboard.pages.home.title'));
  const recent = useResource(queryKeys.recent(), fetchRecent);
  const watchlist = useWatchlist();
  const searches = useResource(queryKeys.savedSearches(), fetchSavedSearches);
  const loading = t('common.loading');

  return (
    <div className={styles.page}>
      <PageIntro title={greeting(t, user)} description={t('dashboard.pages.home.description')} />
      <HomeSearch />
      <div className={styles.grid}>
        <HomePanel
          title={t('home.recent.title')}
          icon={History}
          resource={recent}
          empty={t('home.recent.empty')}
          all={{ to: '/dashboard/recent', label: t('home.recent.all') }}
          loading={loading}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <>
              <Link to={recentItemPath(item)} className={styles.itemLink}>
                {item.name}
              </Link>
              <span className={styles.muted}>{formatDateTime(item.viewed_at, lang)}</span>
            </>
          )}
        />
        <HomePanel
          title={t('home.watchlist.title')}
          icon={Eye}
          resource={watchlist}
          empty={t('home.watchlist.empty')}
          all={{ to: '/dashboard/watchlist', label: t('home.watchlist.all') }}
          loading={loading}
          itemKey={(item) => item.company_id}
          renderItem={(item) => (
            <>
              <Link to={`/dashboard/companies/${item.company_id}`} className={styles.itemLink}>
                {item.company_name}
              </Link>
              {item.unseen_changes > 0 && (
                <span className={styles.badge}>
                  {t('home.watchlist.changes', {
                    count: item.unseen_changes,
                    formatted: formatCount(item.unseen_changes, lang),
                  })}
                </span>
              )}
            </>
          )}
        />
        <HomePanel
          title={t('home.searches.title')}
          icon={Bookmark}
          resource={searches}
          empty={t('home.searches.empty')}
          all={{ to: '/dashboard/leadlist', label: t('home.searches.all') }}
          loading={loading}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <>
              <Link to={savedSearchUrl(item)} className={styles.itemLink}>
                {item.name}
              </Link>
              <span className={styles.muted}>
                {item.entity === 'companies_employees'
                  ? t('home.searches.employees')
                  : t('home.searches.companies')}
              </span>
            </>
          )}
        />
      </div>
    </div>
  );
}
