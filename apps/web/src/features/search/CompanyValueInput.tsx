import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../companies/useDataTerms';
import styles from './FilterValue.module.css';
import { SuggestionListbox } from './SuggestionListbox';
import { comboboxAria, useCombobox } from './useCombobox';
import { useCompanySuggestions } from './useCompanySuggestions';

export interface CompanyValueInputProps {
  id: string;
  label: string;
  /** `[company id, company name]`; the id is empty while the user types and has not chosen. */
  values: string[];
  invalid: boolean;
  describedBy?: string;
  onChange: (values: string[]) => void;
}

/** One company, chosen from the dashboard's company autocomplete (the group filter). */
export function CompanyValueInput({
  id,
  label,
  values,
  invalid,
  describedBy,
  onChange,
}: CompanyValueInputProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const [companyId = '', name = ''] = values;
  const options = useCompanySuggestions(name, companyId === '');
  const pick = (index: number) => {
    const option = options[index];
    if (option) onChange([String(option.company_id), option.company_name]);
  };
  const combobox = useCombobox(options.length, pick);
  const listId = `${id}-suggestions`;

  return (
    <div className={styles.text}>
      <input
        id={id}
        className="input"
        type="text"
        autoComplete="off"
        placeholder={t('search.filters.chooseCompany')}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        {...comboboxAria(combobox, listId)}
        value={name}
        onChange={(event) => {
          onChange(['', event.target.value]);
          combobox.onEdit();
        }}
        {...combobox.inputHandlers}
      />
      {combobox.open && (
        <SuggestionListbox
          listId={listId}
          label={label}
          options={options.map((option) => ({
            key: option.company_id,
            label: option.company_name,
            detail: terms.place(option.address_city, option.address_country),
          }))}
          active={combobox.active}
          onPick={(index) => {
            pick(index);
            combobox.close();
          }}
        />
      )}
    </div>
  );
}
