import type { ReactNode } from 'react';

export interface FormFieldFrame {
  id: string;
  label: ReactNode;
  /** The line under the control (a hint, or what is wrong with the value), read with the field. */
  hint?: ReactNode;
  /** The hint line's class: the form's hint or error style. */
  hintClassName?: string;
  /** The frame's class, when the form lays the field out its own way (default `.field`). */
  fieldClassName?: string;
}

const hintIdOf = (id: string) => `${id}-hint`;

/**
 * A field's props apart: the frame's, and the control's (`.input`, the id, `aria-describedby` to
 * the hint when there is one, then the control's own attributes, which may override them).
 */
export function splitField<P extends FormFieldFrame>({
  id,
  label,
  hint,
  hintClassName,
  fieldClassName,
  ...own
}: P) {
  return {
    frame: { id, label, hint, hintClassName, fieldClassName },
    control: { id, className: 'input', 'aria-describedby': hint ? hintIdOf(id) : undefined, ...own },
  };
}

/**
 * What every labelled form control shares: the `.field` frame (or `fieldClassName`), the
 * `.field-label` label for the control `id`, and the optional hint line under it.
 */
export function FormField({
  id,
  label,
  hint,
  hintClassName,
  fieldClassName = 'field',
  children,
}: FormFieldFrame & { children: ReactNode }) {
  return (
    <div className={fieldClassName}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintIdOf(id)} className={hintClassName}>
          {hint}
        </p>
      )}
    </div>
  );
}
