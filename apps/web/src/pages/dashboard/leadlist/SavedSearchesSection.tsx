import { formatCount, type SavedSearch, WORKSPACE_LIMITS } from '@fd/contract';
import { BookmarkPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../features/api/api-error';
import { queryKeys } from '../../../features/api/queryKeys';
import { deleteSavedSearch, fetchSavedSearches } from '../../../features/api/workspace';
import { ConfirmDialog } from '../../../features/ui/ConfirmDialog';
import { LoadFailed } from '../../../features/ui/LoadFailed';
import { PageFallback } from '../../../features/ui/PageFallback';
import type { Flash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import { EmptyState } from '../../../features/workspace/EmptyState';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import { useLang } from '../../../i18n/useLang';
import page from './LeadListPage.module.css';
import styles from './SavedSearchesSection.module.css';
import { SavedSearchItem } from './SavedSearchItem';

export interface SavedSearchesSectionProps {
  onFlash: (kind: Flash['kind'], text: string) => void;
}

/** The saved advanced searches: run one again (its filters deep link) or delete it. */
export function SavedSearchesSection({ onFlash }: SavedSearchesSectionProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const searches = useResource(queryKeys.savedSearches(), fetchSavedSearches);
  const remove = useConfirmedAction(async (search: SavedSearch) => {
    try {
      await deleteSavedSearch(search.id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    searches.update((current) => current.filter((entry) => entry.id !== search.id));
    onFlash('success', t('workspace.savedSearches.deleted', { name: search.name }));
  });
  const loaded = searches.state.status === 'ready' ? searches.state.data : null;

  return (
    <section id="saved-searches" className={`card ${styles.saved}`} aria-labelledby="saved-searches-heading">
      <header className={page.panelHeader}>
        <div>
          <h2 id="saved-searches-heading" className={page.panelTitle}>
            {t('workspace.savedSearches.heading')}
          </h2>
          <p className={styles.sectionIntro}>{t('workspace.savedSearches.intro')}</p>
        </div>
        {loaded && loaded.length > 0 && (
          <span className={page.usage}>
            {t('workspace.common.usage', {
              count: formatCount(loaded.length, lang),
              limit: formatCount(WORKSPACE_LIMITS.savedSearches, lang),
            })}
          </span>
        )}
      </header>
      {searches.state.status === 'loading' && <PageFallback />}
      {searches.state.status === 'failed' && <LoadFailed onRetry={searches.retry} />}
      {loaded?.length === 0 && (
        <EmptyState
          icon={BookmarkPlus}
          title={t('workspace.savedSearches.emptyTitle')}
          text={t('workspace.savedSearches.emptyText')}
        >
          <Link to="/dashboard/companies" className="btn btn-secondary">
            {t('workspace.common.toCompanySearch')}
          </Link>
        </EmptyState>
      )}
      {loaded && loaded.length > 0 && (
        <ul className={styles.searches}>
          {loaded.map((search) => (
            <SavedSearchItem key={search.id} search={search} onDelete={remove.ask} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title={t('workspace.savedSearches.deleteTitle')}
        text={t('workspace.savedSearches.deleteText', { name: remove.subject?.name ?? '' })}
        confirmLabel={t('workspace.common.delete')}
      />
    </section>
  );
}
