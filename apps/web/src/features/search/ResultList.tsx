import { RESULT_LIST_HEIGHT_PX } from '@fd/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DidYouMean } from './DidYouMean';
import styles from './Results.module.css';
import { ShowMoreButton } from './ShowMoreButton';
import { PAGES_PARAM, SEARCH_PARAM } from './searchParams';
import { showMoreVisible } from './showMore';
import type { DashboardSearch } from './useDashboardSearch';

export interface ResultListProps<T> {
  search: DashboardSearch<T>;
  renderItem: (result: T) => ReactNode;
  itemKey: (result: T) => number;
}

/**
 * The result list with 'Show more results' at its end: a scroll box of the product's 600 px on wide
 * screens; on phones part of the page, as a box inside a scrolling page traps the thumb.
 */
export function ResultList<T>({ search, renderItem, itemKey }: ResultListProps<T>) {
  const { t } = useTranslation();
  const location = useLocation();
  // The correction of a quick search's keyword: the same address with the corrected keyword.
  const params = new URLSearchParams(location.search);
  const corrected = search.didYouMean && params.has(SEARCH_PARAM) ? search.didYouMean : null;
  if (corrected) {
    params.set(SEARCH_PARAM, corrected);
    params.delete(PAGES_PARAM);
  }
  return (
    <div
      className={styles.list}
      style={{ '--result-list-height': `${RESULT_LIST_HEIGHT_PX}px` } as CSSProperties}
    >
      {corrected && <DidYouMean suggestion={corrected} to={{ search: `?${params}` }} />}
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
