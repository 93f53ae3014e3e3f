import { useTranslation } from 'react-i18next';
import styles from './FilterValue.module.css';
import type { SuggestionSource } from './indicators';
import { SuggestionListbox } from './SuggestionListbox';
import { comboboxAria, useCombobox } from './useCombobox';
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
        {...(suggestions && comboboxAria(combobox, listId))}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          combobox.onEdit();
        }}
        {...combobox.inputHandlers}
      />
      {combobox.open && (
        <SuggestionListbox
          listId={listId}
          label={label}
          options={options.map((option) => ({
            key: option.value,
            label: option.label,
            detail: option.detail,
          }))}
          active={combobox.active}
          onPick={(index) => {
            onChange(options[index].value);
            combobox.close();
          }}
        />
      )}
    </div>
  );
}
