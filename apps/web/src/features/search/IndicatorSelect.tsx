import { useTranslation } from 'react-i18next';
import type { FilterIndicator, IndicatorDefinition, IndicatorGroup } from './indicators';

export interface IndicatorSelectProps {
  id: string;
  definitions: readonly IndicatorDefinition[];
  value: FilterIndicator;
  onChange: (definition: IndicatorDefinition) => void;
}

/** The indicators grouped as in the definitions; within a group in the UI language's order. */
export function IndicatorSelect({ id, definitions, value, onChange }: IndicatorSelectProps) {
  const { t, i18n } = useTranslation();
  const groups = [...new Set(definitions.map((definition) => definition.group))];
  const label = (definition: IndicatorDefinition) => t(`search.indicators.${definition.indicator}`);
  const sortedIn = (group: IndicatorGroup) =>
    definitions
      .filter((definition) => definition.group === group)
      .sort((a, b) => label(a).localeCompare(label(b), i18n.language));

  return (
    <select
      id={id}
      className="input"
      value={value}
      onChange={(event) => {
        const definition = definitions.find((candidate) => candidate.indicator === event.target.value);
        if (definition) onChange(definition);
      }}
    >
      {groups.map((group) => (
        <optgroup key={group} label={t(`search.filters.groups.${group}`)}>
          {sortedIn(group).map((definition) => (
            <option key={definition.indicator} value={definition.indicator}>
              {label(definition)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
