import { type CompanyRangeIndicator, figureOrder, isResultOrder, type ResultOrder } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import styles from './CompanyResults.module.css';

export interface ResultOrderSelectProps {
  value: ResultOrder;
  /** Nearest first is offered for an address search only. */
  byDistance: boolean;
  /** The range figures the search filtered on, each offered highest and lowest first. */
  figures: readonly CompanyRangeIndicator[];
  onChange: (sort: ResultOrder) => void;
}

/** 'Sort by': relevance, distance, or a filtered figure either way (docs/decisions/191). */
export function ResultOrderSelect({ value, byDistance, figures, onChange }: ResultOrderSelectProps) {
  const { t } = useTranslation();
  // A figure order from a link stays selectable even when its filter was removed.
  const current = figureOrder(value)?.indicator;
  const shown = current && !figures.includes(current) ? [...figures, current] : figures;
  return (
    <label className={styles.sort}>
      {t('search.results.sortLabel')}
      <select
        className={`input ${styles.sortSelect}`}
        value={value}
        onChange={(event) => onChange(isResultOrder(event.target.value) ? event.target.value : 'relevance')}
      >
        <option value="relevance">{t('search.results.sortRelevance')}</option>
        {byDistance && <option value="distance">{t('search.results.sortDistance')}</option>}
        {shown.flatMap((indicator) => {
          const label = t(`search.indicators.${indicator}`);
          return [
            <option key={`${indicator}:desc`} value={`${indicator}:desc`}>
              {t('search.results.sortFigureDesc', { label })}
            </option>,
            <option key={`${indicator}:asc`} value={`${indicator}:asc`}>
              {t('search.results.sortFigureAsc', { label })}
            </option>,
          ];
        })}
      </select>
    </label>
  );
}
