import { RESULT_LIST_HEIGHT_PX } from '@fd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Results.module.css';
import { ShowMoreButton } from './ShowMoreButton';
import { showMoreVisible } from './showMore';
import type { DashboardSearch } from './useDashboardSearch';

export interface ResultListProps<T> {
  search: DashboardSearch<T>;
  renderItem: (result: T) => ReactNode;
  itemKey: (result: T) => number;
}

/** The scrollable result list (600 px high, the product's size) with 'Show more results' at its end. */
export function ResultList<T>({ search, renderItem, itemKey }: ResultListProps<T>) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} style={{ maxHeight: RESULT_LIST_HEIGHT_PX }}>
      <ul className={styles.items} aria-label={t('search.results.label')}>
        {search.results.map((result) => (
          <li key={itemKey(result)} className={styles.item}>
            {renderItem(result)}
          </li>
        ))}
      </ul>
      {showMoreVisible(search.total, search.offset, search.loadingMore) && (
        <ShowMoreButton loading={search.loadingMore} onClick={search.showMore} />
      )}
    </div>
  );
}
