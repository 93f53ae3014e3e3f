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
  /** The Google button: its label and what starts the sign-in; null where it is not offered or not configured. */
  google: { label: string; start: () => void } | null;
  submitLabel: string;
  /** The line under the form: the link to the other of login and sign-up. */
  footer: ReactNode;
  /** The form's own fields. */
  children: ReactNode;
}

/** What the auth forms share: heading, error, Google button, submit and footer. */
export function AuthFormFrame({
  title,
  lead,
  error,
  submitting,
  onSubmit,
  google,
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
        {google && (
          <>
            <GoogleSignInButton label={google.label} onClick={google.start} disabled={submitting} />
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
