import { ChoiceValueInput } from './ChoiceValueInput';
import { CompanyValueInput } from './CompanyValueInput';
import { EventValueInput } from './EventValueInput';
import type { FilterValuesProps, IndicatorDefinition } from './indicators';
import { RangeValueInput } from './RangeValueInput';
import { TextValueInput } from './TextValueInput';

export interface FilterValueInputProps extends FilterValuesProps {
  definition: IndicatorDefinition;
}

/** The value field that fits the indicator: Min/Max, choices, text with suggestions, a company, event types and a window. */
export function FilterValueInput({
  id,
  label,
  definition,
  values,
  invalid,
  describedBy,
  onChange,
}: FilterValueInputProps) {
  const common = { label, invalid, describedBy };
  switch (definition.kind) {
    case 'range':
      return (
        <RangeValueInput id={id} unit={definition.unit} values={values} onChange={onChange} {...common} />
      );
    case 'choice':
      return (
        <ChoiceValueInput
          isCountry={definition.indicator === 'country'}
          choices={definition.choices}
          values={values}
          onChange={onChange}
          {...common}
        />
      );
    case 'company':
      return <CompanyValueInput id={id} values={values} onChange={onChange} {...common} />;
    case 'event':
      return <EventValueInput id={id} values={values} onChange={onChange} {...common} />;
    case 'text':
      return (
        <TextValueInput
          id={id}
          suggestions={definition.suggestions}
          value={values[0] ?? ''}
          onChange={(value) => onChange([value])}
          {...common}
        />
      );
  }
}
