import { formatCount, type WatchItem } from '@fd/contract';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../features/api/client';
import { fetchWatchlist, unwatchCompany } from '../../../features/api/workspace';
import { PageFallback } from '../../../features/ui/PageFallback';
import { PageIntro } from '../../../features/ui/PageIntro';
import { ConfirmDialog } from '../../../features/workspace/ConfirmDialog';
import { EmptyState } from '../../../features/workspace/EmptyState';
import { FlashMessage } from '../../../features/workspace/FlashMessage';
import { LoadFailed } from '../../../features/workspace/LoadFailed';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import { useFlash } from '../../../features/workspace/useFlash';
import { useResource } from '../../../features/workspace/useResource';
import { useLang } from '../../../i18n/useLang';
import { WatchItemCard } from './WatchItemCard';
import styles from './WatchlistPage.module.css';
import { WatchToolbar } from './WatchToolbar';
import { orderWatchItems, type WatchSort } from './watchOrder';

/**
 * `/dashboard/watchlist`: watched companies with what changed since they were added. Loading the
 * list marks its changes as seen; the answer still counts them, so this visit shows them as new.
 */
export function WatchlistPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const watchlist = useResource(fetchWatchlist);
  const { flash, show, clear } = useFlash();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<WatchSort>('added');
  const unwatch = useConfirmedAction(async (item: WatchItem) => {
    try {
      await unwatchCompany(item.company_id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    watchlist.update((items) => items.filter((entry) => entry.company_id !== item.company_id));
    show('success', t('workspace.watchlist.removed', { name: item.company_name }));
  });

  const intro = (
    <PageIntro
      title={t('dashboard.pages.watchlist.title')}
      description={t('dashboard.pages.watchlist.description')}
    />
  );
  if (watchlist.state.status === 'loading')
    return (
      <>
        {intro}
        <PageFallback />
      </>
    );
  if (watchlist.state.status === 'failed')
    return (
      <>
        {intro}
        <LoadFailed onRetry={watchlist.retry} />
      </>
    );

  const items = watchlist.state.data;
  const unseen = items.reduce((sum, item) => sum + item.unseen_changes, 0);
  const shown = orderWatchItems(items, query, sort);
  return (
    <>
      {intro}
      <FlashMessage flash={flash} onDismiss={clear} />
      {items.length === 0 ? (
        <section className="card">
          <EmptyState
            icon={Eye}
            title={t('workspace.watchlist.emptyTitle')}
            text={t('workspace.watchlist.emptyText')}
          >
            <Link to="/dashboard/companies" className="btn btn-primary">
              {t('workspace.common.toCompanySearch')}
            </Link>
          </EmptyState>
        </section>
      ) : (
        <>
          <div className={styles.summary}>
            <p>
              {t('workspace.watchlist.count', {
                count: items.length,
                formatted: formatCount(items.length, lang),
              })}
            </p>
            {unseen > 0 && (
              <p className={styles.unseenTotal}>
                {t('workspace.watchlist.unseenTotal', {
                  count: unseen,
                  formatted: formatCount(unseen, lang),
                })}
              </p>
            )}
          </div>
          <p className={styles.refreshHint}>{t('workspace.watchlist.refreshHint')}</p>
          <WatchToolbar query={query} onQuery={setQuery} sort={sort} onSort={setSort} />
          {shown.length === 0 && <p className={styles.refreshHint}>{t('workspace.watchlist.noMatch')}</p>}
          <ul className={styles.list} aria-label={t('dashboard.pages.watchlist.title')}>
            {shown.map((item) => (
              <li key={item.company_id}>
                <WatchItemCard item={item} onUnwatch={unwatch.ask} />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        {...unwatch.dialog}
        title={t('workspace.watchlist.unwatchTitle')}
        text={t('workspace.watchlist.unwatchText', { name: unwatch.subject?.company_name ?? '' })}
        confirmLabel={t('workspace.watchlist.unwatch')}
      />
    </>
  );
}
