import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField';

export interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** False where the server's answer covers an empty address (the reset request). */
  required?: boolean;
}

/** The e-mail address of the login, sign-up and password-reset forms. */
export function EmailField({ id, value, onChange, disabled, required = true }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('auth.fields.email')}
      name="email"
      type="email"
      value={value}
      onChange={onChange}
      placeholder={t('auth.fields.emailPlaceholder')}
      autoComplete="email"
      required={required}
      disabled={disabled}
    />
  );
}
