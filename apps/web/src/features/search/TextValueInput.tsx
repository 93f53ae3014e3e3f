import { useTranslation } from 'react-i18next';
import styles from './FilterValue.module.css';
import type { SuggestionSource } from './indicators';
import { useCombobox } from './useCombobox';
import { useFilterSuggestions } from './useFilterSuggestions';

export interface TextValueInputProps {
  id: string;
  label: string;
  suggestions: SuggestionSource | null;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

/** A text filter; industry, title and employer filters suggest values from the data. */
export function TextValueInput({
  id,
  label,
  suggestions,
  value,
  invalid,
  describedBy,
  onChange,
}: TextValueInputProps) {
  const { t } = useTranslation();
  const options = useFilterSuggestions(suggestions, value);
  const combobox = useCombobox(options.length, (index) => onChange(options[index].value));
  const listId = `${id}-suggestions`;

  return (
    <div className={styles.text}>
      <input
        id={id}
        className="input"
        type="text"
        autoComplete="off"
        placeholder={t('search.filters.value')}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        {...(suggestions && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': combobox.open,
          'aria-controls': listId,
          'aria-activedescendant': combobox.active >= 0 ? `${listId}-${combobox.active}` : undefined,
        })}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          combobox.onEdit();
        }}
        {...combobox.inputHandlers}
      />
      {combobox.open && (
        <div id={listId} role="listbox" aria-label={label} className={styles.suggestions}>
          {options.map((option, index) => (
            <div
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === combobox.active}
              className={index === combobox.active ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange(option.value);
                combobox.close();
              }}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
