import { Building2, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../companies/useDataTerms';
import styles from './CompanySuggestionList.module.css';
import type { CompanySuggestion } from './useCompanySuggestions';

export interface CompanySuggestionListProps {
  id: string;
  suggestions: readonly CompanySuggestion[];
  /** Highlighted option; `suggestions.length` is the 'View all results' footer. */
  activeIndex: number;
  onPick: (suggestion: CompanySuggestion) => void;
  onViewAll: () => void;
}

/** Listbox of the top-bar search: name with city and country (or the ID), then 'View all results'. */
export function CompanySuggestionList({
  id,
  suggestions,
  activeIndex,
  onPick,
  onViewAll,
}: CompanySuggestionListProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const optionClass = (index: number) =>
    index === activeIndex ? `${styles.option} ${styles.active}` : styles.option;
  return (
    <div id={id} className={styles.list} role="listbox" aria-label={t('search.topBar.suggestions')}>
      {suggestions.map((suggestion, index) => {
        const place = terms.place(suggestion.address_city, suggestion.address_country);
        return (
          <div
            key={suggestion.company_id}
            id={`${id}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className={optionClass(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(suggestion)}
          >
            <Building2 size={16} className={styles.icon} aria-hidden="true" />
            <span className={styles.name}>{suggestion.company_name}</span>
            <span className={styles.detail}>
              {place || t('search.topBar.companyId', { id: suggestion.company_id })}
            </span>
          </div>
        );
      })}
      <div
        id={`${id}-${suggestions.length}`}
        role="option"
        tabIndex={-1}
        aria-selected={activeIndex === suggestions.length}
        className={`${optionClass(suggestions.length)} ${styles.footer}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onViewAll}
      >
        <Search size={16} className={styles.icon} aria-hidden="true" />
        <span className={styles.name}>{t('search.topBar.viewAll')}</span>
      </div>
    </div>
  );
}
