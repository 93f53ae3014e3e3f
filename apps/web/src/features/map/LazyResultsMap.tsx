import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LazyResultsMap.module.css';
import type { ResultsMapProps } from './ResultsMap';

/** Leaflet and its CSS are a chunk of their own, fetched only when a result map is shown. */
const ResultsMap = lazy(() => import('./ResultsMap').then((module) => ({ default: module.ResultsMap })));

export type LazyResultsMapProps = ResultsMapProps;

export function LazyResultsMap(props: LazyResultsMapProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder} role="status">
          {t('search.map.loading')}
        </div>
      }
    >
      <ResultsMap {...props} />
    </Suspense>
  );
}
