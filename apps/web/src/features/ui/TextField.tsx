import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: ReactNode;
  value: string;
  /** Called with the input's new text; left out for a read-only field. */
  onChange?: (value: string) => void;
  /** The line under the input (a hint, or what is wrong with the value), read with the field. */
  hint?: ReactNode;
  /** The hint line's class: the form's hint or error style. */
  hintClassName?: string;
}

/**
 * A labelled one-line input (`.field`, `.field-label`, `.input`) with an optional line under it,
 * tied to the input by `aria-describedby`. Other input attributes pass through to the input.
 */
export function TextField({ id, label, value, onChange, hint, hintClassName, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
    </div>
  );
}
