import { useTranslation } from 'react-i18next';
import { useCountryLabel } from '../companies/useCountryLabel';
import styles from './FilterValue.module.css';

export interface ChoiceValueInputProps {
  label: string;
  /** Countries are named in the UI language; the other choices have their own labels. */
  isCountry: boolean;
  choices: readonly string[];
  values: string[];
  invalid: boolean;
  describedBy?: string;
  onChange: (values: string[]) => void;
}

const CHOICE_LABELS = ['Active', 'Inactive', 'Male', 'Female', 'Yes', 'No'] as const;
type LabelledChoice = (typeof CHOICE_LABELS)[number];
const isLabelledChoice = (choice: string): choice is LabelledChoice =>
  (CHOICE_LABELS as readonly string[]).includes(choice);

/** The choices of a filter as toggles; a filter matches if any ticked choice matches. */
export function ChoiceValueInput({
  label,
  isCountry,
  choices,
  values,
  invalid,
  describedBy,
  onChange,
}: ChoiceValueInputProps) {
  const { t } = useTranslation();
  const countryLabel = useCountryLabel();
  const choiceLabel = (choice: string) => {
    if (isCountry) return countryLabel(choice);
    return isLabelledChoice(choice) ? t(`search.choices.${choice}`) : choice;
  };
  return (
    <fieldset className={styles.choices} aria-invalid={invalid} aria-describedby={describedBy}>
      <legend className="visually-hidden">{label}</legend>
      {choices.map((choice) => {
        const checked = values.includes(choice);
        return (
          <label key={choice} className={checked ? `${styles.choice} ${styles.checked}` : styles.choice}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={checked}
              onChange={() =>
                onChange(checked ? values.filter((value) => value !== choice) : [...values, choice])
              }
            />
            {choiceLabel(choice)}
          </label>
        );
      })}
    </fieldset>
  );
}
