import {
  formatCount,
  type LeadList,
  type LeadListItem,
  type MoveListItemsResponse,
  WORKSPACE_LIMITS,
} from '@fd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, Download, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../features/api/api-error';
import { queryKeys } from '../../../features/api/queryKeys';
import {
  deleteList,
  fetchList,
  fetchListPages,
  listExportUrl,
  removeListItem,
  removeListItems,
} from '../../../features/api/workspace';
import { ConfirmDialog } from '../../../features/ui/ConfirmDialog';
import { LoadFailed } from '../../../features/ui/LoadFailed';
import { PageFallback } from '../../../features/ui/PageFallback';
import type { Flash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import { EmptyState } from '../../../features/workspace/EmptyState';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import { useLang } from '../../../i18n/useLang';
import { ExportQuotaNote } from './ExportQuotaNote';
import styles from './LeadListPage.module.css';
import { ListItemsTable } from './ListItemsTable';
import { LoadMoreItems } from './LoadMoreItems';
import { LIST_PAGES_PARAM, readListPages, withListPages } from './listPages';
import { MoveItemsDialog } from './MoveItemsDialog';
import { RenameListDialog } from './RenameListDialog';

/** The list's export buttons; format names (CSV, Excel) are not translated. */
const EXPORTS = [
  { format: 'csv', name: 'CSV', label: 'workspace.leadlists.exportCsv' },
  { format: 'xlsx', name: 'Excel', label: 'workspace.leadlists.exportXlsx' },
] as const;

export interface ListDetailProps {
  list: LeadList;
  /** This list or another one (the target of a move) changed. */
  onChanged: (list: LeadList) => void;
  onDeleted: (list: LeadList) => void;
  onFlash: (kind: Flash['kind'], text: string) => void;
}

/** One list: its companies, rename, export (CSV, Excel), delete, and actions on ticked companies. */
export function ListDetail({ list, onChanged, onDeleted, onFlash }: ListDetailProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  // The pages 'show more' loaded are in the address, so that a reload shows them again.
  const pages = readListPages(params.get(LIST_PAGES_PARAM));
  const detail = useResource(queryKeys.list(list.id), (signal) => fetchListPages(list.id, pages, signal));
  const [renaming, setRenaming] = useState(false);
  const queryClient = useQueryClient();
  // An export uses quota: read it again once the download has been asked for.
  const exported = () =>
    window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.quotas() }), 1000);
  const items = detail.state.status === 'ready' ? detail.state.data.items : [];
  const loadMore = async () => {
    const next = await fetchList(list.id, undefined, items.length);
    detail.update((data) => {
      const shown = new Set(data.items.map((item) => item.company_id));
      return {
        ...data,
        items: [...data.items, ...next.items.filter((item) => !shown.has(item.company_id))],
        total: next.total,
      };
    });
    setParams((current) => withListPages(current, items.length + next.items.length), {
      replace: true,
      preventScrollReset: true,
    });
  };

  const removeList = useConfirmedAction(async () => {
    try {
      await deleteList(list.id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    onDeleted(list);
  });
  const removeItem = useConfirmedAction(async (item: LeadListItem) => {
    try {
      await removeListItem(list.id, item.company_id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    detail.update((data) => ({
      ...data,
      items: data.items.filter((entry) => entry.company_id !== item.company_id),
      total: data.total - 1,
    }));
    onChanged({ ...list, item_count: Math.max(0, list.item_count - 1) });
    onFlash('success', t('workspace.leadlists.itemRemoved', { name: item.company_name }));
  });

  /** Drops the companies from the page after the server took them off the list. */
  const dropItems = (companyIds: readonly number[], updated: LeadList) => {
    const gone = new Set(companyIds);
    detail.update((data) => {
      const items = data.items.filter((entry) => !gone.has(entry.company_id));
      return { ...data, items, total: data.total - (data.items.length - items.length) };
    });
    onChanged(updated);
  };
  const removeMany = useConfirmedAction(async (chosen: LeadListItem[]) => {
    const ids = chosen.map((item) => item.company_id);
    const { removed, list: updated } = await removeListItems(list.id, ids);
    dropItems(ids, updated);
    onFlash(
      'success',
      t('workspace.leadlists.itemsRemoved', { count: removed, formatted: formatCount(removed, lang) }),
    );
  });
  const [moving, setMoving] = useState<LeadListItem[] | null>(null);
  const moved = (result: MoveListItemsResponse, target: LeadList) => {
    setMoving(null);
    dropItems(
      (moving ?? []).map((item) => item.company_id),
      result.list,
    );
    onChanged(result.target);
    void queryClient.invalidateQueries({ queryKey: queryKeys.list(target.id) });
    const already = result.moved - result.added;
    const text = t('selection.leadlists.moved', {
      count: result.moved,
      formatted: formatCount(result.moved, lang),
      name: target.name,
    });
    const note =
      already > 0
        ? ` ${t('selection.leadlists.alreadyThere', { count: already, formatted: formatCount(already, lang) })}`
        : '';
    onFlash('success', `${text}${note}`);
  };

  const count = { count: list.item_count, formatted: formatCount(list.item_count, lang) };
  return (
    <section className={`card ${styles.detail}`} aria-labelledby="lead-list-name">
      <header className={styles.detailHeader}>
        <div className={styles.detailTitle}>
          <h2 id="lead-list-name">{list.name}</h2>
          <p className={styles.usage}>
            {t('workspace.leadlists.itemUsage', {
              count: formatCount(list.item_count, lang),
              limit: formatCount(WORKSPACE_LIMITS.itemsPerList, lang),
            })}
          </p>
          <ExportQuotaNote rows={list.item_count} />
        </div>
        <div className={styles.detailActions}>
          <span className={styles.exportLabel} aria-hidden="true">
            <Download size={16} />
            {t('workspace.leadlists.export')}
          </span>
          {EXPORTS.map(({ format, name, label }) => (
            <a
              key={format}
              className="btn btn-secondary"
              href={listExportUrl(list.id, format)}
              download
              onClick={exported}
              aria-label={t('workspace.leadlists.exportLabel', { name: list.name, format: name })}
            >
              {t(label)}
            </a>
          ))}
          <button type="button" className="btn btn-ghost" onClick={() => setRenaming(true)}>
            <Pencil size={16} aria-hidden="true" />
            {t('workspace.leadlists.rename')}
          </button>
          <button
            type="button"
            className={`btn btn-ghost ${styles.dangerText}`}
            onClick={() => removeList.ask(true)}
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('workspace.leadlists.deleteList')}
          </button>
        </div>
      </header>
      {detail.state.status === 'loading' && <PageFallback />}
      {detail.state.status === 'failed' && <LoadFailed onRetry={detail.retry} />}
      {detail.state.status === 'ready' &&
        (items.length === 0 ? (
          <EmptyState
            icon={Building2}
            title={t('workspace.leadlists.itemsEmptyTitle')}
            text={t('workspace.leadlists.itemsEmptyText')}
          />
        ) : (
          <ListItemsTable
            listId={list.id}
            items={items}
            onRemove={removeItem.ask}
            onRemoveMany={removeMany.ask}
            onMoveMany={setMoving}
          />
        ))}
      {detail.state.status === 'ready' && (
        <LoadMoreItems loaded={items.length} total={detail.state.data.total} onLoadMore={loadMore} />
      )}
      <MoveItemsDialog list={list} items={moving} onCancel={() => setMoving(null)} onMoved={moved} />
      <RenameListDialog
        open={renaming}
        list={list}
        onClose={() => setRenaming(false)}
        onRenamed={(renamed) => {
          setRenaming(false);
          onChanged(renamed);
          onFlash('success', t('workspace.leadlists.renamed', { name: renamed.name }));
        }}
      />
      <ConfirmDialog
        {...removeList.dialog}
        title={t('workspace.leadlists.deleteTitle')}
        text={t('workspace.leadlists.deleteText', { ...count, name: list.name })}
        confirmLabel={t('workspace.leadlists.deleteList')}
      />
      <ConfirmDialog
        {...removeItem.dialog}
        title={t('workspace.leadlists.removeItemTitle')}
        text={t('workspace.leadlists.removeItemText', {
          company: removeItem.subject?.company_name ?? '',
          list: list.name,
        })}
        confirmLabel={t('workspace.common.remove')}
      />
      <ConfirmDialog
        {...removeMany.dialog}
        title={t('workspace.leadlists.removeManyTitle')}
        text={t('workspace.leadlists.removeManyText', {
          count: removeMany.subject?.length ?? 0,
          formatted: formatCount(removeMany.subject?.length ?? 0, lang),
          list: list.name,
        })}
        confirmLabel={t('workspace.common.remove')}
      />
    </section>
  );
}
