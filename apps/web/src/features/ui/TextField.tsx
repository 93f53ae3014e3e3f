import type { InputHTMLAttributes } from 'react';
import { FormField, type FormFieldFrame, splitField } from './FormField';

export interface TextFieldProps
  extends FormFieldFrame,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  value: string;
  /** Called with the input's new text; left out for a read-only field. */
  onChange?: (value: string) => void;
}

/**
 * A labelled one-line input (`.field`, `.field-label`, `.input`) with an optional line under it,
 * tied to the input by `aria-describedby`. Other input attributes pass through to the input.
 */
export function TextField({ value, onChange, ...props }: TextFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FormField {...frame}>
      <input {...control} value={value} onChange={onChange && ((event) => onChange(event.target.value))} />
    </FormField>
  );
}
