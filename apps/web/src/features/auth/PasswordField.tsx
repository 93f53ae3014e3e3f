import { MIN_PASSWORD_LENGTH } from '@fd/contract';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  disabled?: boolean;
  /** Shown at the end of the label row, e.g. the forgot-password link. */
  labelAside?: ReactNode;
}

/** A required password input with a show/hide toggle. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  placeholder,
  disabled = false,
  labelAside,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword');

  return (
    <div className="field">
      <div className={styles.labelRow}>
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {labelAside}
      </div>
      <div className={styles.wrap}>
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          className={`input ${styles.input}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          disabled={disabled}
          required
          autoCapitalize="off"
          spellCheck={false}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={toggleLabel}
          aria-controls={id}
          aria-pressed={visible}
          title={toggleLabel}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}

/** The field a new password is chosen in: the browser may suggest one, and the placeholder names the minimum length. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'autoComplete' | 'placeholder'>) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      placeholder={t('auth.fields.passwordPlaceholder', { min: MIN_PASSWORD_LENGTH })}
    />
  );
}
