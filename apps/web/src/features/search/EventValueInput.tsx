import { EVENT_TYPES, EVENT_WINDOW_DAYS, type EventType } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import styles from './FilterValue.module.css';
import type { FilterValuesProps } from './indicators';

const CUSTOM = 'custom';

/**
 * The signal filter (issue 29): event types as toggles and a window — the last 30, 90 or 365
 * days, or from–to. A relative window stays relative in saved searches. Values: `[types, from, to]`
 * or `[types, 'last:N']`.
 */
export function EventValueInput({ id, label, values, invalid, describedBy, onChange }: FilterValuesProps) {
  const { t } = useTranslation();
  const types = (values[0] ?? '').split(',').filter((type) => type !== '');
  const relative = values.length === 2 ? (values[1] ?? '') : null;
  const [from = '', to = ''] = relative === null ? values.slice(1) : [];
  const window = relative ?? CUSTOM;
  const withTypes = (next: string[]) => onChange([next.join(','), ...values.slice(1)]);
  const toggle = (type: EventType) =>
    withTypes(types.includes(type) ? types.filter((t) => t !== type) : [...types, type]);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className={styles.event}>
      <fieldset className={styles.eventTypes} aria-invalid={invalid} aria-describedby={describedBy}>
        <legend className="visually-hidden">{t('search.filters.event.types', { label })}</legend>
        {EVENT_TYPES.map((type) => {
          const checked = types.includes(type);
          return (
            <label key={type} className={checked ? `${styles.choice} ${styles.checked}` : styles.choice}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={checked}
                onChange={() => toggle(type)}
              />
              {t(`timeline.types.${type}`)}
            </label>
          );
        })}
      </fieldset>
      <div className={styles.eventWindow}>
        <select
          id={id}
          className="input"
          aria-label={t('search.filters.event.window', { label })}
          value={window}
          onChange={(event) => {
            const next = event.target.value;
            onChange(
              next === CUSTOM ? [values[0] ?? '', from || today, to || today] : [values[0] ?? '', next],
            );
          }}
        >
          {EVENT_WINDOW_DAYS.map((days) => (
            <option key={days} value={`last:${days}`}>
              {t('search.filters.event.lastDays', { count: days })}
            </option>
          ))}
          <option value={CUSTOM}>{t('search.filters.event.custom')}</option>
        </select>
        {window === CUSTOM && (
          <div className={styles.range}>
            {(['from', 'to'] as const).map((bound, index) => (
              <input
                key={bound}
                id={`${id}-${bound}`}
                className="input"
                type="date"
                min="1850-01-01"
                max="2100-12-31"
                aria-label={t(`search.filters.event.${bound}`, { label })}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                value={index === 0 ? from : to}
                onChange={(event) =>
                  onChange(
                    index === 0
                      ? [values[0] ?? '', event.target.value, to]
                      : [values[0] ?? '', from, event.target.value],
                  )
                }
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
