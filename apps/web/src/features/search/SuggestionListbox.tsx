import styles from './FilterValue.module.css';
import { ListboxOption } from './ListboxOption';

export interface SuggestionOption {
  key: string | number;
  label: string;
  detail?: string | null;
}

/**
 * The dropdown of a filter value's combobox: options with a label and an optional detail, the
 * highlighted one marked for assistive technology; a mouse-down keeps the input's focus.
 */
export function SuggestionListbox({
  listId,
  label,
  options,
  active,
  onPick,
}: {
  listId: string;
  label: string;
  options: SuggestionOption[];
  active: number;
  onPick: (index: number) => void;
}) {
  return (
    <div id={listId} role="listbox" aria-label={label} className={styles.suggestions}>
      {options.map((option, index) => (
        <ListboxOption
          key={option.key}
          listId={listId}
          index={index}
          active={index === active}
          className={index === active ? `${styles.option} ${styles.active}` : styles.option}
          onPick={() => onPick(index)}
        >
          <span className={styles.optionLabel}>{option.label}</span>
          {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
        </ListboxOption>
      ))}
    </div>
  );
}
