import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: ReactNode;
  value: string;
  /** None for a read-only field. */
  onChange?: (value: string) => void;
  /** A note under the input, which describes it (`aria-describedby`). */
  hint?: ReactNode;
  hintClassName?: string;
  /** Added to the field's own class. */
  className?: string;
}

/** A labelled one-line input; its other attributes (type, placeholder, limits) go to the input. */
export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  hintClassName,
  className,
  ...input
}: TextFieldProps) {
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-describedby={hintId}
        {...input}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
      />
      {hint !== undefined && (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      )}
    </div>
  );
}
