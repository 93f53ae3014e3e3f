import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './Pagination.module.css';
import { pageWindow } from './pageWindow';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** First, previous, two pages either side of the current one (with ellipses), next, last. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button
        type="button"
        className={styles.button}
        onClick={() => go(1)}
        disabled={atStart}
        aria-label={t('pagination.first')}
      >
        <ChevronsLeft size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => go(page - 1)}
        disabled={atStart}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeft size={16} aria-hidden="true" />
        <span className={styles.wideOnly}>{t('pagination.previousShort')}</span>
      </button>
      <ul className={styles.pages}>
        {pageWindow(page, pageCount).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                className={slot.page === page ? `${styles.button} ${styles.current}` : styles.button}
                onClick={() => go(slot.page)}
                aria-current={slot.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: slot.page })}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.button}
        onClick={() => go(page + 1)}
        disabled={atEnd}
        aria-label={t('pagination.next')}
      >
        <span className={styles.wideOnly}>{t('pagination.nextShort')}</span>
        <ChevronRight size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => go(pageCount)}
        disabled={atEnd}
        aria-label={t('pagination.last')}
      >
        <ChevronsRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
