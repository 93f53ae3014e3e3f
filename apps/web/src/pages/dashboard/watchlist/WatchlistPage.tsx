import { type EventType, formatCount, type WatchItem } from '@fd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../features/api/api-error';
import { invalidate } from '../../../features/api/queryKeys';
import {
  saveWatchAlerts,
  unwatchCompanies,
  unwatchCompany,
  watchlistExportUrl,
} from '../../../features/api/workspace';
import { ConfirmDialog } from '../../../features/ui/ConfirmDialog';
import { FlashMessage } from '../../../features/ui/FlashMessage';
import { PageIntro } from '../../../features/ui/PageIntro';
import { PendingPage } from '../../../features/ui/PendingPage';
import { useFlash } from '../../../features/ui/useFlash';
import { AddToListMenu } from '../../../features/workspace/AddToListMenu';
import { EmptyToSearch } from '../../../features/workspace/EmptyState';
import { SelectionBar, SelectionExport } from '../../../features/workspace/SelectionBar';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';
import { useSelection } from '../../../features/workspace/useSelection';
import { useWatchlist } from '../../../features/workspace/useWatchlist';
import { useLang } from '../../../i18n/useLang';
import { AlertSettings } from './AlertSettings';
import { WatchItemCard } from './WatchItemCard';
import styles from './WatchlistPage.module.css';
import { WatchToolbar } from './WatchToolbar';
import { orderWatchItems, type WatchSort } from './watchOrder';

/** The types every watched company alerts to: the 'all companies' form starts from them. */
const commonAlertTypes = (items: readonly WatchItem[]): EventType[] =>
  items[0]?.alert_types.filter((type) => items.every((item) => item.alert_types.includes(type))) ?? [];

/**
 * `/dashboard/watchlist`: watched companies with the events of their alerted types recorded since
 * they were added, and the settings of those alerts (docs/decisions/142). Loading the
 * list marks its changes as seen; the answer still counts them, so this visit shows them as new.
 */
export function WatchlistPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const watchlist = useWatchlist();
  const queryClient = useQueryClient();
  const { flash, show, clear } = useFlash();
  const failureMessage = useFailureMessage();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<WatchSort>('added');
  const unwatch = useConfirmedAction(async (item: WatchItem) => {
    try {
      await unwatchCompany(item.company_id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    watchlist.update((items) => items.filter((entry) => entry.company_id !== item.company_id));
    invalidate.watch(queryClient, [item.company_id]);
    show('success', t('workspace.watchlist.removed', { name: item.company_name }));
  });
  /** Saves the alerted types of one company or of all; the list is read again with the new filter. */
  const saveAlerts = async (types: EventType[], item?: WatchItem): Promise<boolean> => {
    try {
      const saved = await saveWatchAlerts(types, item?.company_id);
      show(
        'success',
        item
          ? t('workspace.watchlist.alerts.saved', { name: item.company_name })
          : t('workspace.watchlist.alerts.savedAll', {
              count: saved.companies,
              formatted: formatCount(saved.companies, lang),
            }),
      );
      watchlist.reload();
      return true;
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) show('error', message);
      return false;
    }
  };
  const watchedIds = useMemo(
    () => (watchlist.state.status === 'ready' ? watchlist.state.data.map((item) => item.company_id) : []),
    [watchlist.state],
  );
  const selection = useSelection(watchedIds);
  const unwatchMany = useConfirmedAction(async (companyIds: number[]) => {
    const removed = await unwatchCompanies(companyIds);
    const gone = new Set(companyIds);
    watchlist.update((items) => items.filter((entry) => !gone.has(entry.company_id)));
    invalidate.watch(queryClient, companyIds);
    show(
      'success',
      t('selection.watchlist.unwatched', { count: removed, formatted: formatCount(removed, lang) }),
    );
  });

  const intro = (
    <PageIntro
      title={t('dashboard.pages.watchlist.title')}
      description={t('dashboard.pages.watchlist.description')}
    />
  );
  if (watchlist.state.status !== 'ready') return <PendingPage intro={intro} resource={watchlist} />;

  const items = watchlist.state.data;
  const common = commonAlertTypes(items);
  const unseen = items.reduce((sum, item) => sum + item.unseen_changes, 0);
  const shown = orderWatchItems(items, query, sort);
  const chosen = selection.selected;
  return (
    <>
      {intro}
      <FlashMessage flash={flash} onDismiss={clear} />
      {items.length === 0 ? (
        <EmptyToSearch
          icon={Eye}
          title={t('workspace.watchlist.emptyTitle')}
          text={t('workspace.watchlist.emptyText')}
        />
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
          <AlertSettings
            types={common}
            mixed={items.some((item) => item.alert_types.length !== common.length)}
            title={t('workspace.watchlist.alerts.titleAll')}
            onSave={(types) => saveAlerts(types)}
          />
          <WatchToolbar
            query={query}
            onQuery={setQuery}
            sort={sort}
            onSort={setSort}
            allShownTicked={shown.length > 0 && shown.every((item) => selection.isTicked(item.company_id))}
            onTickAllShown={(on) =>
              selection.tick(
                shown.map((item) => item.company_id),
                on,
              )
            }
          />
          <SelectionBar count={chosen.length} onClear={selection.clear}>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={chosen.length === 0}
              onClick={() => unwatchMany.ask(chosen)}
            >
              <EyeOff size={16} aria-hidden="true" />
              {t('selection.watchlist.unwatch')}
            </button>
            <AddToListMenu
              companyIds={chosen}
              align="start"
              label={
                chosen.length === 0
                  ? t('workspace.addToList.button')
                  : t('selection.watchlist.addToList', {
                      count: chosen.length,
                      formatted: formatCount(chosen.length, lang),
                    })
              }
            />
            <SelectionExport
              url={chosen.length === 0 ? null : (format) => watchlistExportUrl(format, chosen)}
            />
          </SelectionBar>
          {shown.length === 0 && <p className={styles.refreshHint}>{t('workspace.watchlist.noMatch')}</p>}
          <ul className={styles.list} aria-label={t('dashboard.pages.watchlist.title')}>
            {shown.map((item) => (
              <li key={item.company_id}>
                <WatchItemCard
                  item={item}
                  onSaveAlerts={(entry, types) => saveAlerts(types, entry)}
                  onUnwatch={unwatch.ask}
                  selected={selection.isTicked(item.company_id)}
                  onSelect={(on) => selection.tick([item.company_id], on)}
                />
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
      <ConfirmDialog
        {...unwatchMany.dialog}
        title={t('selection.watchlist.unwatchTitle')}
        text={t('selection.watchlist.unwatchText', {
          count: unwatchMany.subject?.length ?? 0,
          formatted: formatCount(unwatchMany.subject?.length ?? 0, lang),
        })}
        confirmLabel={t('selection.watchlist.unwatch')}
      />
    </>
  );
}
