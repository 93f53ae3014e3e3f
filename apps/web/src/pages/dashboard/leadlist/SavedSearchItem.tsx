import type { SavedSearch } from '@fd/contract';
import { Play, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconButton } from '../../../features/ui/IconButton';
import { describeFilters } from '../../../features/workspace/describeFilters';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import page from './LeadListPage.module.css';
import styles from './SavedSearchesSection.module.css';
import { savedSearchUrl } from './savedSearchUrl';

export interface SavedSearchItemProps {
  search: SavedSearch;
  onDelete: (search: SavedSearch) => void;
}

/** A saved search: name, what it searches, its filters in words, Run and Delete. */
export function SavedSearchItem({ search, onDelete }: SavedSearchItemProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const filters = describeFilters(search.filters, t, lang);
  return (
    <li className={styles.search}>
      <div className={styles.searchMain}>
        <p className={styles.searchName}>
          {search.name}
          <span className={styles.entityTag}>{t(`workspace.savedSearches.entity.${search.entity}`)}</span>
        </p>
        <ul className={styles.chips}>
          {filters.map((filter, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a saved search never changes; equal filters may repeat.
            <li key={index} className={styles.chip}>
              {filter}
            </li>
          ))}
        </ul>
        <p className={styles.searchMeta}>
          {t('workspace.savedSearches.savedAt', { date: formatDay(search.created_at, lang) })}
        </p>
      </div>
      <div className={styles.searchActions}>
        <Link
          to={savedSearchUrl(search)}
          className="btn btn-primary"
          aria-label={t('workspace.savedSearches.runLabel', { name: search.name })}
        >
          <Play size={16} aria-hidden="true" />
          {t('workspace.savedSearches.run')}
        </Link>
        <IconButton
          className={`btn btn-ghost ${page.dangerText}`}
          label={t('workspace.savedSearches.deleteLabel', { name: search.name })}
          icon={Trash2}
          iconSize={16}
          onClick={() => onDelete(search)}
        />
      </div>
    </li>
  );
}
