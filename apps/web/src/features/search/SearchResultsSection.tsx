import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryLabel } from '../companies/useCountryLabel';
import { ResultSummary } from './ResultSummary';
import styles from './Results.module.css';
import type { DashboardSearch } from './useDashboardSearch';

export interface SearchResultsSectionProps<T> {
  search: DashboardSearch<T>;
  /** The list (and map) of results, shown once there are any. */
  children: ReactNode;
}

/** Nothing before a search; then 'searching', the empty message, or the count and the results. */
export function SearchResultsSection<T>({ search, children }: SearchResultsSectionProps<T>) {
  const { t } = useTranslation();
  const countryLabel = useCountryLabel();
  const location = search.location;
  if (search.status === 'idle') return null;
  if (search.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        {t('search.searching')}
      </p>
    );
  }
  // Said above the results: a short address that names no known place was not used (decision 185).
  const unused = search.unusedAddress !== null && (
    <p className={styles.notice} role="note">
      {t('search.results.addressUnused', { address: search.unusedAddress })}
    </p>
  );
  if (search.results.length === 0) {
    return (
      <>
        {unused}
        <p className={styles.status} role="status">
          {t('search.results.empty')}
        </p>
      </>
    );
  }
  return (
    <section aria-label={t('search.results.label')}>
      {unused}
      <ResultSummary
        total={search.total}
        totalCapped={search.totalCapped}
        place={
          location?.name && location.country
            ? `${location.name}, ${countryLabel(location.country)}`
            : (location?.label ?? null)
        }
      />
      {children}
    </section>
  );
}
