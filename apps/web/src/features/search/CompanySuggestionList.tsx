import { Building2, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../companies/useDataTerms';
import styles from './CompanySuggestionList.module.css';
import { ListboxOption } from './ListboxOption';
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
          <ListboxOption
            key={suggestion.company_id}
            listId={id}
            index={index}
            active={index === activeIndex}
            className={optionClass(index)}
            onPick={() => onPick(suggestion)}
          >
            <Building2 size={16} className={styles.icon} aria-hidden="true" />
            <span className={styles.name}>{suggestion.company_name}</span>
            <span className={styles.detail}>
              {place || t('search.topBar.companyId', { id: suggestion.company_id })}
            </span>
          </ListboxOption>
        );
      })}
      <ListboxOption
        listId={id}
        index={suggestions.length}
        active={activeIndex === suggestions.length}
        className={`${optionClass(suggestions.length)} ${styles.footer}`}
        onPick={onViewAll}
      >
        <Search size={16} className={styles.icon} aria-hidden="true" />
        <span className={styles.name}>{t('search.topBar.viewAll')}</span>
      </ListboxOption>
    </div>
  );
}
