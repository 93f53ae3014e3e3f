import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from './AuthForm.module.css';
import { GoogleSignInButton } from './GoogleSignInButton';

export interface AuthFormFrameProps {
  title: string;
  lead: string;
  /** The failure of the last attempt, shown above the form. */
  error: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts Google sign-in; null where it is not configured. */
  startGoogle: (() => void) | null;
  googleLabel: string;
  submitLabel: string;
  /** The line under the form: the link to the other of login and sign-up. */
  footer: ReactNode;
  /** The form's own fields. */
  children: ReactNode;
}

/** What the login and the sign-up form share: heading, error, Google button, submit and footer. */
export function AuthFormFrame({
  title,
  lead,
  error,
  submitting,
  onSubmit,
  startGoogle,
  googleLabel,
  submitLabel,
  footer,
  children,
}: AuthFormFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{title}</h1>
        <p className={formStyles.lead}>{lead}</p>
      </header>
      <form className={formStyles.form} onSubmit={onSubmit}>
        {error && (
          <p className="banner banner-error" role="alert">
            {error}
          </p>
        )}
        {startGoogle && (
          <>
            <GoogleSignInButton label={googleLabel} onClick={startGoogle} disabled={submitting} />
            <p className={formStyles.divider}>{t('auth.or')}</p>
          </>
        )}
        {children}
        <button type="submit" className={`btn btn-primary btn-lg ${formStyles.submit}`} disabled={submitting}>
          {submitLabel}
        </button>
      </form>
      <p className={formStyles.footer}>{footer}</p>
    </>
  );
}

export interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The e-mail address of the login and the sign-up form. */
export function EmailField({ id, value, onChange, disabled }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {t('auth.fields.email')}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('auth.fields.emailPlaceholder')}
        autoComplete="email"
        required
        disabled={disabled}
      />
    </div>
  );
}
