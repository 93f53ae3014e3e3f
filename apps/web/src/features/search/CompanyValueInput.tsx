import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../companies/useDataTerms';
import type { FilterValuesProps } from './indicators';
import { SuggestedTextInput } from './SuggestedTextInput';
import { useCompanySuggestions } from './useCompanySuggestions';

/** One company, chosen from the dashboard's company autocomplete (the group filter). */
export function CompanyValueInput({ values, onChange, ...field }: FilterValuesProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  // `[company id, company name]`; the id is empty while the user types and has not chosen.
  const [companyId = '', name = ''] = values;
  const options = useCompanySuggestions(name, companyId === '');
  return (
    <SuggestedTextInput
      {...field}
      placeholder={t('search.filters.chooseCompany')}
      value={name}
      options={options.map((option) => ({
        key: option.company_id,
        label: option.company_name,
        detail: terms.place(option.address_city, option.address_country),
      }))}
      onType={(text) => onChange(['', text])}
      onPick={(index) => {
        const option = options[index];
        if (option) onChange([String(option.company_id), option.company_name]);
      }}
    />
  );
}
