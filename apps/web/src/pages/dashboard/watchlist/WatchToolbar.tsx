import { useTranslation } from 'react-i18next';
import { FilterSortFields } from '../../../features/workspace/FilterSortFields';
import styles from './WatchlistPage.module.css';
import { WATCH_SORTS, type WatchSort } from './watchOrder';

export interface WatchToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  sort: WatchSort;
  onSort: (sort: WatchSort) => void;
  /** Whether every company shown is ticked; the box ticks or unticks them all. */
  allShownTicked: boolean;
  onTickAllShown: (on: boolean) => void;
}

/** Filter box, sort order and 'select all shown' of the watch list. */
export function WatchToolbar({
  query,
  onQuery,
  sort,
  onSort,
  allShownTicked,
  onTickAllShown,
}: WatchToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <FilterSortFields
        query={query}
        onQuery={onQuery}
        filterPlaceholder={t('workspace.watchlist.filterPlaceholder')}
        sort={sort}
        onSort={onSort}
        sorts={WATCH_SORTS}
        sortLabel={t('workspace.watchlist.sortLabel')}
        sortText={(option) => t(`workspace.watchlist.sorts.${option}`)}
        fieldClassName={styles.toolbarField}
      />
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          checked={allShownTicked}
          onChange={(event) => onTickAllShown(event.target.checked)}
        />
        {t('selection.selectAllShown')}
      </label>
    </div>
  );
}
