import styles from './FilterValue.module.css';
import { SuggestionListbox, type SuggestionOption } from './SuggestionListbox';
import { comboboxAria, useCombobox } from './useCombobox';

export interface SuggestedTextInputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  options: SuggestionOption[];
  /** False for a plain text field: the input is no combobox (nothing is ever suggested). */
  suggests?: boolean;
  onType: (text: string) => void;
  onPick: (index: number) => void;
}

/** A filter's text field with a dropdown of suggestions (a text filter's values, a company). */
export function SuggestedTextInput({
  id,
  label,
  placeholder,
  value,
  invalid,
  describedBy,
  options,
  suggests = true,
  onType,
  onPick,
}: SuggestedTextInputProps) {
  const combobox = useCombobox(options.length, onPick);
  const listId = `${id}-suggestions`;

  return (
    <div className={styles.text}>
      <input
        id={id}
        className="input"
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        {...(suggests && comboboxAria(combobox, listId))}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          combobox.onEdit();
        }}
        {...combobox.inputHandlers}
      />
      {combobox.open && (
        <SuggestionListbox
          listId={listId}
          label={label}
          options={options}
          active={combobox.active}
          onPick={(index) => {
            onPick(index);
            combobox.close();
          }}
        />
      )}
    </div>
  );
}
