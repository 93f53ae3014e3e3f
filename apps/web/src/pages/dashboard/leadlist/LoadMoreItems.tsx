import { formatCount, LIST_PAGE_SIZE } from '@fd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/useLang';
import styles from './LeadListPage.module.css';

export interface LoadMoreItemsProps {
  loaded: number;
  total: number;
  /** Loads the next page of the list's companies and adds it to those shown. */
  onLoadMore: () => Promise<void>;
}

/**
 * Below a list that is longer than what was loaded: how many are loaded and a button for the
 * next page (the server answers at most 100 companies a request).
 */
export function LoadMoreItems({ loaded, total, onLoadMore }: LoadMoreItemsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (loaded >= total) return null;
  const next = Math.min(LIST_PAGE_SIZE, total - loaded);
  const load = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onLoadMore();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.loadMore}>
      <p className={styles.usage}>
        {t('workspace.leadlists.loadedOf', {
          loaded: formatCount(loaded, lang),
          total: formatCount(total, lang),
        })}
      </p>
      {failed && (
        <p role="alert" className={styles.loadMoreError}>
          {t('workspace.leadlists.loadMoreFailed')}
        </p>
      )}
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void load()}>
        {t('workspace.leadlists.loadMore', { count: next, formatted: formatCount(next, lang) })}
      </button>
    </div>
  );
}
