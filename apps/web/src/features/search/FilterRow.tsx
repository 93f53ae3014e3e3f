import { OPERATORS, type Operator } from '@fd/contract';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './FilterEditor.module.css';
import { FilterValueInput } from './FilterValueInput';
import { type FilterDraft, type FilterProblem, withIndicator } from './filterDraft';
import { IndicatorSelect } from './IndicatorSelect';
import { findDefinition, type IndicatorDefinition } from './indicators';

export interface FilterRowProps {
  /** 1-based position, for the row's accessible name. */
  position: number;
  definitions: readonly IndicatorDefinition[];
  draft: FilterDraft;
  problem: FilterProblem | null;
  onChange: (draft: FilterDraft) => void;
  onRemove: () => void;
}

/** One filter: indicator, operator, a value input that fits the indicator, and remove. */
export function FilterRow({ position, definitions, draft, problem, onChange, onRemove }: FilterRowProps) {
  const { t } = useTranslation();
  const definition = findDefinition(definitions, draft.indicator) ?? definitions[0];
  const id = draft.key;
  const label = t(`search.indicators.${definition.indicator}`);
  const problemId = problem ? `${id}-problem` : undefined;

  return (
    <fieldset className={styles.row}>
      <legend className="visually-hidden">{t('search.filters.rowLabel', { position, label })}</legend>
      <div className={`field ${styles.indicator}`}>
        <label htmlFor={`${id}-indicator`} className={styles.label}>
          {t('search.filters.indicator')}
        </label>
        <IndicatorSelect
          id={`${id}-indicator`}
          definitions={definitions}
          value={definition.indicator}
          onChange={(next) => onChange(withIndicator(draft, next))}
        />
      </div>
      <div className={`field ${styles.operator}`}>
        <label htmlFor={`${id}-operator`} className={styles.label}>
          {t('search.filters.operator')}
        </label>
        <select
          id={`${id}-operator`}
          className="input"
          value={draft.operator}
          onChange={(event) => onChange({ ...draft, operator: event.target.value as Operator })}
        >
          {OPERATORS.map((operator) => (
            <option key={operator} value={operator}>
              {t(`search.filters.operators.${operator}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={`field ${styles.value}`}>
        <span className={styles.label} aria-hidden="true">
          {t('search.filters.value')}
        </span>
        <FilterValueInput
          id={`${id}-value`}
          label={label}
          definition={definition}
          values={draft.values}
          invalid={problem !== null}
          describedBy={problemId}
          onChange={(values) => onChange({ ...draft, values })}
        />
      </div>
      <button
        type="button"
        className={`btn btn-ghost ${styles.remove}`}
        onClick={onRemove}
        aria-label={`${t('search.filters.remove')}: ${label}`}
        title={t('search.filters.remove')}
      >
        <X size={18} aria-hidden="true" />
      </button>
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {t(`search.filters.problems.${problem}`)}
        </p>
      )}
    </fieldset>
  );
}
