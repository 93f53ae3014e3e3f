import type { LeadList } from '@fd/contract';
import { ListChecks } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../../features/api/queryKeys';
import { createList, fetchLists } from '../../../features/api/workspace';
import { FlashMessage } from '../../../features/ui/FlashMessage';
import { LoadFailed } from '../../../features/ui/LoadFailed';
import { PageFallback } from '../../../features/ui/PageFallback';
import { PageIntro } from '../../../features/ui/PageIntro';
import { useFlash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import { EmptyState } from '../../../features/workspace/EmptyState';
import { formattedLimit, isAtLimit } from '../../../features/workspace/limits';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';
import { useLang } from '../../../i18n/useLang';
import { CreateListForm } from './CreateListForm';
import styles from './LeadListPage.module.css';
import { ListDetail } from './ListDetail';
import { ListsPanel } from './ListsPanel';
import { SavedSearchesSection } from './SavedSearchesSection';

const LIST_PARAM = 'list';

/** `/dashboard/leadlist`: named lists of companies with export, and the saved searches. */
export function LeadListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const failureMessage = useFailureMessage();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const lists = useResource(queryKeys.lists(), fetchLists);
  const { flash, show, clear } = useFlash();

  const loaded = lists.state.status === 'ready' ? lists.state.data : null;
  const requested = Number(params.get(LIST_PARAM));
  const selected = loaded?.find((list) => list.id === requested) ?? loaded?.[0] ?? null;
  const select = (listId: number) =>
    navigate(`/dashboard/leadlist?${LIST_PARAM}=${listId}`, { replace: true });

  useEffect(() => {
    if (hash === '#saved-searches' && loaded) document.getElementById('saved-searches')?.scrollIntoView();
  }, [hash, loaded]);

  const create = async (name: string): Promise<boolean> => {
    try {
      const list = await createList(name);
      lists.update((current) => [list, ...current]);
      select(list.id);
      show('success', t('workspace.leadlists.created', { name }));
      return true;
    } catch (error) {
      const taken = loaded?.some((list) => list.name === name) ?? false;
      const conflict =
        taken || !isAtLimit('lists', loaded?.length ?? 0)
          ? t('workspace.leadlists.duplicate', { name })
          : t('workspace.limits.lists', { limit: formattedLimit('lists', lang) });
      const message = failureMessage(error, { conflict });
      if (message !== null) show('error', message);
      return false;
    }
  };
  const changed = (list: LeadList) =>
    lists.update((current) => current.map((entry) => (entry.id === list.id ? list : entry)));
  const deleted = (list: LeadList) => {
    lists.update((current) => current.filter((entry) => entry.id !== list.id));
    navigate('/dashboard/leadlist', { replace: true });
    show('success', t('workspace.leadlists.deleted', { name: list.name }));
  };

  return (
    <>
      <PageIntro
        title={t('dashboard.pages.leadlist.title')}
        description={t('dashboard.pages.leadlist.description')}
      />
      <FlashMessage flash={flash} onDismiss={clear} />
      {lists.state.status === 'loading' && <PageFallback />}
      {lists.state.status === 'failed' && <LoadFailed onRetry={lists.retry} />}
      {loaded?.length === 0 && (
        <section className={`card ${styles.emptyCard}`}>
          <EmptyState
            icon={ListChecks}
            title={t('workspace.leadlists.emptyTitle')}
            text={t('workspace.leadlists.emptyText')}
          >
            <div className={styles.emptyCreate}>
              <CreateListForm onCreate={create} />
            </div>
          </EmptyState>
        </section>
      )}
      {loaded && selected && (
        <div className={styles.layout}>
          <ListsPanel lists={loaded} selectedId={selected.id} onCreate={create} />
          <ListDetail
            key={selected.id}
            list={selected}
            onChanged={changed}
            onDeleted={deleted}
            onFlash={show}
          />
        </div>
      )}
      <SavedSearchesSection onFlash={show} />
    </>
  );
}
