import { MIN_PASSWORD_LENGTH } from '@fd/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import formStyles from '../../features/auth/AuthForm.module.css';
import { GoogleSignInButton } from '../../features/auth/GoogleSignInButton';
import { PasswordField } from '../../features/auth/PasswordField';
import { useGoogleSignIn } from '../../features/auth/useGoogleSignIn';
import { useRegisterForm } from './useRegisterForm';

export function RegisterForm() {
  const { t } = useTranslation();
  const form = useRegisterForm();
  const startGoogle = useGoogleSignIn({
    context: 'signup',
    onCredential: (credential) => void form.registerWithGoogle(credential),
    onFailure: form.googleFailed,
  });

  return (
    <>
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{t('auth.register.title')}</h1>
        <p className={formStyles.lead}>{t('auth.register.description')}</p>
      </header>
      <form className={formStyles.form} onSubmit={(event) => void form.submit(event)}>
        {form.error && (
          <p className="banner banner-error" role="alert">
            {form.error}
          </p>
        )}
        {startGoogle && (
          <>
            <GoogleSignInButton
              label={t('auth.register.google')}
              onClick={startGoogle}
              disabled={form.submitting}
            />
            <p className={formStyles.divider}>{t('auth.or')}</p>
          </>
        )}
        <div className="field">
          <label htmlFor="register-fullname" className="field-label">
            {t('auth.fields.fullname')}
          </label>
          <input
            id="register-fullname"
            name="fullname"
            type="text"
            className="input"
            value={form.fullname}
            onChange={(event) => form.setFullname(event.target.value)}
            placeholder={t('auth.fields.fullnamePlaceholder')}
            autoComplete="name"
            maxLength={120}
            required
            disabled={form.submitting}
          />
        </div>
        <div className="field">
          <label htmlFor="register-email" className="field-label">
            {t('auth.fields.email')}
          </label>
          <input
            id="register-email"
            name="email"
            type="email"
            className="input"
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            placeholder={t('auth.fields.emailPlaceholder')}
            autoComplete="email"
            required
            disabled={form.submitting}
          />
        </div>
        <PasswordField
          id="register-password"
          label={t('auth.fields.password')}
          value={form.password}
          onChange={form.setPassword}
          autoComplete="new-password"
          placeholder={t('auth.fields.passwordPlaceholder', { min: MIN_PASSWORD_LENGTH })}
          disabled={form.submitting}
        />
        <p className={formStyles.note}>
          <Trans
            i18nKey="auth.register.terms"
            components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
          />
        </p>
        <button
          type="submit"
          className={`btn btn-primary btn-lg ${formStyles.submit}`}
          disabled={form.submitting}
        >
          {form.submitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
      <p className={formStyles.footer}>
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.logIn')}</Link>
      </p>
    </>
  );
}
