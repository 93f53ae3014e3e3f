import { EVENT_TYPES, type EventType } from '@fd/contract';
import { BellRing } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AlertSettings.module.css';

export interface AlertSettingsProps {
  /** The types alerted to now (every type unless the user chose some). */
  types: readonly EventType[];
  /** What the settings are for: 'Alerts for Müller GmbH', 'Alerts for every watched company'. */
  title: string;
  /** The companies differ in their types ('all companies' form; the boxes start from those they share). */
  mixed?: boolean;
  /** Saves the chosen types and says whether it worked; the form stays open with the choice if not. */
  onSave: (types: EventType[]) => Promise<boolean>;
}

/**
 * The event types a watched company (or every one) alerts to: a disclosure with a checkbox per
 * type, 'all' and 'none', and save. Native `details`, labelled checkboxes: keyboard and screen
 * reader work as they do everywhere.
 */
export function AlertSettings({ types, title, mixed = false, onSave }: AlertSettingsProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<EventType>>(new Set(types));
  const [saving, setSaving] = useState(false);
  const summary = mixed
    ? t('workspace.watchlist.alerts.mixed')
    : types.length === EVENT_TYPES.length
      ? t('workspace.watchlist.alerts.every')
      : types.length === 0
        ? t('workspace.watchlist.alerts.none')
        : t('workspace.watchlist.alerts.some', { count: types.length });

  const toggle = (type: EventType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    setChosen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    // In the contract's order, so that the answer and the form agree.
    const saved = await onSave(EVENT_TYPES.filter((type) => chosen.has(type)));
    setSaving(false);
    if (saved) setOpen(false);
  };

  return (
    <details
      className={styles.alerts}
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) setChosen(new Set(types));
      }}
    >
      <summary className={styles.summary}>
        <BellRing size={16} aria-hidden="true" />
        <span>{title}:</span> <span className={styles.state}>{summary}</span>
      </summary>
      <form className={styles.form} onSubmit={submit}>
        <fieldset className={styles.fieldset} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {t('workspace.watchlist.alerts.legend')}
          </legend>
          <div className={styles.quick}>
            <button type="button" className="btn btn-ghost" onClick={() => setChosen(new Set(EVENT_TYPES))}>
              {t('workspace.watchlist.alerts.selectAll')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setChosen(new Set())}>
              {t('workspace.watchlist.alerts.selectNone')}
            </button>
          </div>
          <div className={styles.types}>
            {EVENT_TYPES.map((type) => (
              <label key={type} className={styles.type}>
                <input
                  type="checkbox"
                  checked={chosen.has(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
                {t(`timeline.types.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {chosen.size === 0 && <p className={styles.hint}>{t('workspace.watchlist.alerts.muteHint')}</p>}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('workspace.common.saving') : t('workspace.watchlist.alerts.save')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
            {t('workspace.common.cancel')}
          </button>
        </div>
      </form>
    </details>
  );
}
