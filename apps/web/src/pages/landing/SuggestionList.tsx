import { Building2 } from 'lucide-react';
import { useDataTerms } from '../../features/companies/useDataTerms';
import { ListboxOption } from '../../features/search/ListboxOption';
import styles from './SuggestionList.module.css';
import type { Suggestion } from './useSuggestions';

export interface SuggestionListProps {
  id: string;
  suggestions: readonly Suggestion[];
  activeIndex: number;
  onPick: (suggestion: Suggestion) => void;
}

/** The listbox of a combobox: focus stays in the input, the active option is aria-activedescendant. */
export function SuggestionList({ id, suggestions, activeIndex, onPick }: SuggestionListProps) {
  const terms = useDataTerms();
  return (
    <div id={id} className={styles.list} role="listbox">
      {suggestions.map((suggestion, index) => (
        <ListboxOption
          key={suggestion.company_id}
          listId={id}
          index={index}
          active={index === activeIndex}
          className={index === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
          onPick={() => onPick(suggestion)}
        >
          <Building2 size={16} className={styles.icon} aria-hidden="true" />
          <span className={styles.name}>{suggestion.company_name}</span>
          <span className={styles.place}>
            {terms.place(suggestion.address_city, suggestion.address_country)}
          </span>
        </ListboxOption>
      ))}
    </div>
  );
}
