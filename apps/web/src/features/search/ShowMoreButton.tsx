import { useTranslation } from 'react-i18next';
import styles from './Results.module.css';

export interface ShowMoreButtonProps {
  loading: boolean;
  onClick: () => void;
}

/** 'Show more results'; it stays in place, disabled, while the next page loads. */
export function ShowMoreButton({ loading, onClick }: ShowMoreButtonProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.more}>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? t('search.results.loadingMore') : t('search.results.showMore')}
      </button>
    </div>
  );
}
