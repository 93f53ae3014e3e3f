import type { SelectHTMLAttributes } from 'react';
import { FormField, type FormFieldFrame, splitField } from './FormField';

export interface SelectFieldProps
  extends FormFieldFrame,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'className'> {
  value: string | number;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
}

/**
 * A labelled select (`.field`, `.field-label`, `.input`) with its options as children and an
 * optional line under it, tied to the select by `aria-describedby`. Other select attributes pass
 * through to the select.
 */
export function SelectField({ value, onChange, ...props }: SelectFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FormField {...frame}>
      <select {...control} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
