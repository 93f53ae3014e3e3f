import { useTranslation } from 'react-i18next';
import type { SuggestionSource } from './indicators';
import { SuggestedTextInput } from './SuggestedTextInput';
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
export function TextValueInput({ suggestions, value, onChange, ...field }: TextValueInputProps) {
  const { t } = useTranslation();
  const options = useFilterSuggestions(suggestions, value);
  return (
    <SuggestedTextInput
      {...field}
      placeholder={t('search.filters.value')}
      value={value}
      suggests={suggestions !== null}
      options={options.map((option) => ({ key: option.value, label: option.label, detail: option.detail }))}
      onType={onChange}
      onPick={(index) => onChange(options[index].value)}
    />
  );
}
