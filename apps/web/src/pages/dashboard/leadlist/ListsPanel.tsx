import { formatCount, type LeadList, WORKSPACE_LIMITS } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formattedLimit, isAtLimit } from '../../../features/workspace/limits';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import { CreateListForm } from './CreateListForm';
import styles from './LeadListPage.module.css';

export interface ListsPanelProps {
  lists: LeadList[];
  selectedId: number;
  onCreate: (name: string) => Promise<boolean>;
}

/** The user's lists (last changed first) with their sizes, and 'New list' up to the limit. */
export function ListsPanel({ lists, selectedId, onCreate }: ListsPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <aside className={`card ${styles.panel}`} aria-labelledby="lead-lists-heading">
      <div className={styles.panelHeader}>
        <h2 id="lead-lists-heading" className={styles.panelTitle}>
          {t('workspace.leadlists.listsHeading')}
        </h2>
        <span className={styles.usage}>
          {t('workspace.common.usage', {
            count: formatCount(lists.length, lang),
            limit: formatCount(WORKSPACE_LIMITS.lists, lang),
          })}
        </span>
      </div>
      <nav aria-label={t('workspace.leadlists.listsLabel')}>
        <ul className={styles.lists}>
          {lists.map((list) => (
            <li key={list.id}>
              <Link
                to={`?list=${list.id}`}
                replace
                className={
                  list.id === selectedId ? `${styles.listLink} ${styles.listActive}` : styles.listLink
                }
                aria-current={list.id === selectedId ? 'page' : undefined}
              >
                <span className={styles.listName}>{list.name}</span>
                <span className={styles.listMeta}>
                  {t('workspace.leadlists.itemCount', {
                    count: list.item_count,
                    formatted: formatCount(list.item_count, lang),
                  })}
                  {' · '}
                  {t('workspace.leadlists.updatedAt', { date: formatDay(list.updated_at, lang) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panelCreate}>
        {isAtLimit('lists', lists.length) ? (
          <p className={styles.limit} role="note">
            {t('workspace.limits.lists', { limit: formattedLimit('lists', lang) })}
          </p>
        ) : (
          <CreateListForm onCreate={onCreate} />
        )}
      </div>
    </aside>
  );
}
