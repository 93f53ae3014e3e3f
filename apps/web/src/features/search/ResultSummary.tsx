import { formatCount } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import styles from './Results.module.css';

export interface ResultSummaryProps {
  total: number;
  totalCapped: boolean;
  /** The place an address search was geocoded to. */
  place: string | null;
}

/** 'N results' in German number format; '10.000+' when the server stopped counting. */
export function ResultSummary({ total, totalCapped, place }: ResultSummaryProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const formatted = formatCount(total, lang);
  return (
    <p className={styles.summary} role="status">
      <strong>
        {totalCapped
          ? t('search.results.capped', { formatted })
          : t('search.results.count', { count: total, formatted })}
      </strong>
      {place && <span className={styles.place}> {t('search.results.near', { place })}</span>}
    </p>
  );
}
