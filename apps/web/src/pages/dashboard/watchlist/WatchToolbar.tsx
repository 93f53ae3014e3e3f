import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const id = useId();
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarField}>
        <label htmlFor={`${id}-filter`} className="field-label">
          {t('workspace.common.filterLabel')}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className="input"
          value={query}
          placeholder={t('workspace.watchlist.filterPlaceholder')}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <div className={styles.toolbarField}>
        <label htmlFor={`${id}-sort`} className="field-label">
          {t('workspace.watchlist.sortLabel')}
        </label>
        <select
          id={`${id}-sort`}
          className="input"
          value={sort}
          onChange={(event) => onSort(event.target.value as WatchSort)}
        >
          {WATCH_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`workspace.watchlist.sorts.${option}`)}
            </option>
          ))}
        </select>
      </div>
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
