import { formatCount, type RecentItem } from '@fd/contract';
import { History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../features/api/api-error';
import { queryKeys } from '../../../features/api/queryKeys';
import { clearRecent, fetchRecent, forgetRecent } from '../../../features/api/workspace';
import { ConfirmDialog } from '../../../features/ui/ConfirmDialog';
import { FlashMessage } from '../../../features/ui/FlashMessage';
import { PageIntro } from '../../../features/ui/PageIntro';
import { PendingPage } from '../../../features/ui/PendingPage';
import { useFlash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import { EmptyToSearch } from '../../../features/workspace/EmptyState';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';
import { useLang } from '../../../i18n/useLang';
import { RecentGroups } from './RecentGroups';
import styles from './RecentPage.module.css';

type Tab = 'all' | RecentItem['entity_type'];
const TABS: readonly Tab[] = ['all', 'company', 'employee', 'person'];

/** `/dashboard/recent`: the company, employee and person pages the user opened, latest first. */
export function RecentPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const failureMessage = useFailureMessage();
  const recent = useResource(queryKeys.recent(), fetchRecent);
  const { flash, show, clear } = useFlash();
  const [tab, setTab] = useState<Tab>('all');
  const [removing, setRemoving] = useState<string | null>(null);
  const clearAll = useConfirmedAction(async () => {
    await clearRecent();
    recent.update(() => []);
    show('success', t('workspace.recent.cleared'));
  });

  const remove = async (item: RecentItem) => {
    setRemoving(item.id);
    try {
      await forgetRecent(item.id);
      recent.update((items) => items.filter((entry) => entry.id !== item.id));
    } catch (error) {
      // Already gone (another tab): the list follows the server.
      if (error instanceof ApiError && error.status === 404) recent.reload();
      const message = failureMessage(error);
      if (message !== null) show('error', message);
    } finally {
      setRemoving(null);
    }
  };

  const intro = (
    <PageIntro
      title={t('dashboard.pages.recent.title')}
      description={t('dashboard.pages.recent.description')}
    />
  );
  if (recent.state.status !== 'ready') return <PendingPage intro={intro} resource={recent} />;

  const items = recent.state.data;
  const shown = tab === 'all' ? items : items.filter((item) => item.entity_type === tab);
  return (
    <>
      {intro}
      <FlashMessage flash={flash} onDismiss={clear} />
      {items.length === 0 ? (
        <EmptyToSearch
          icon={History}
          title={t('workspace.recent.emptyTitle')}
          text={t('workspace.recent.emptyText')}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <fieldset className={styles.tabs}>
              <legend className="visually-hidden">{t('workspace.recent.tabsLabel')}</legend>
              {TABS.map((key) => (
                <button
                  key={key}
                  type="button"
                  className={tab === key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                  aria-pressed={tab === key}
                  onClick={() => setTab(key)}
                >
                  {t(`workspace.recent.tabs.${key}`)}
                </button>
              ))}
            </fieldset>
            <button type="button" className="btn btn-secondary" onClick={() => clearAll.ask(true)}>
              <Trash2 size={16} aria-hidden="true" />
              {t('workspace.recent.clearAll')}
            </button>
          </div>
          {shown.length === 0 ? (
            <p className={`card ${styles.emptyFiltered}`}>{t('workspace.recent.emptyFiltered')}</p>
          ) : (
            <RecentGroups items={shown} removing={removing} onRemove={(item) => void remove(item)} />
          )}
        </>
      )}
      <ConfirmDialog
        {...clearAll.dialog}
        title={t('workspace.recent.clearTitle')}
        text={t('workspace.recent.clearText', {
          count: items.length,
          formatted: formatCount(items.length, lang),
        })}
        confirmLabel={t('workspace.recent.clearAll')}
      />
    </>
  );
}
