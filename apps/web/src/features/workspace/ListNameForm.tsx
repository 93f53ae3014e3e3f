import { type FormEvent, useId, useState } from 'react';
import styles from './ListNameForm.module.css';
import { LIST_NAME_MAX } from './limits';

export interface ListNameFormProps {
  label: string;
  submitLabel: string;
  initialName?: string;
  busy?: boolean;
  /** Label above the field (forms) or only for screen readers (the compact form in a menu). */
  labelVisible?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** Resolves true when the name was taken, so that the field can be cleared. */
  onSubmit: (name: string) => Promise<boolean>;
}

/** A list name with its submit button: creating a list (menu, lead-list page) and renaming one. */
export function ListNameForm({
  label,
  submitLabel,
  initialName = '',
  busy = false,
  labelVisible = true,
  placeholder,
  autoFocus = false,
  onSubmit,
}: ListNameFormProps) {
  const id = useId();
  const [name, setName] = useState(initialName);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    if (await onSubmit(trimmed)) setName('');
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className={labelVisible ? 'field-label' : 'visually-hidden'}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={LIST_NAME_MAX}
          placeholder={placeholder}
          required
          disabled={busy}
          // biome-ignore lint/a11y/noAutofocus: the field is the only purpose of the dialog or panel it opens in.
          autoFocus={autoFocus}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || name.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
