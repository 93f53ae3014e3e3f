import { useTranslation } from 'react-i18next';
import styles from './FilterValue.module.css';
import type { IndicatorUnit } from './indicators';

export interface RangeValueInputProps {
  id: string;
  label: string;
  unit: IndicatorUnit;
  values: string[];
  invalid: boolean;
  describedBy?: string;
  onChange: (values: string[]) => void;
}

/** Numeric Min and Max of a range filter; either may stay empty (docs/decisions/071). */
export function RangeValueInput({
  id,
  label,
  unit,
  values,
  invalid,
  describedBy,
  onChange,
}: RangeValueInputProps) {
  const { t } = useTranslation();
  const unitLabel = t(`search.filters.units.${unit}`);
  // '€' and '%' need little room at the input's end; 'Jahre' or 'count' more.
  const inputClass =
    unitLabel.length > 2 ? `input ${styles.number} ${styles.longUnit}` : `input ${styles.number}`;
  const bounds = [
    { key: 'min', text: t('search.filters.min') },
    { key: 'max', text: t('search.filters.max') },
  ] as const;
  return (
    <div className={styles.range}>
      {bounds.map((bound, index) => (
        <div key={bound.key} className={styles.bound}>
          <input
            id={index === 0 ? id : `${id}-max`}
            className={inputClass}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={bound.text}
            aria-label={t('search.filters.rangeLabel', { label, bound: `${bound.text} (${unitLabel})` })}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            value={values[index] ?? ''}
            onChange={(event) => {
              const next = [values[0] ?? '', values[1] ?? ''];
              next[index] = event.target.value;
              onChange(next);
            }}
          />
          <span className={styles.unit} aria-hidden="true">
            {unitLabel}
          </span>
        </div>
      ))}
    </div>
  );
}
