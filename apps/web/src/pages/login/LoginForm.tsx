import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import formStyles from '../../features/auth/AuthForm.module.css';
import { GoogleSignInButton } from '../../features/auth/GoogleSignInButton';
import { PasswordField } from '../../features/auth/PasswordField';
import { useGoogleSignIn } from '../../features/auth/useGoogleSignIn';
import { LoginBanner } from './LoginBanner';
import { useLoginForm } from './useLoginForm';

export function LoginForm() {
  const { t } = useTranslation();
  const form = useLoginForm();
  const startGoogle = useGoogleSignIn({
    context: 'signin',
    onCredential: (credential) => void form.logInWithGoogle(credential),
    onFailure: form.googleFailed,
  });

  return (
    <>
      <LoginBanner />
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{t('auth.login.title')}</h1>
        <p className={formStyles.lead}>{t('auth.login.description')}</p>
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
              label={t('auth.login.google')}
              onClick={startGoogle}
              disabled={form.submitting}
            />
            <p className={formStyles.divider}>{t('auth.or')}</p>
          </>
        )}
        <div className="field">
          <label htmlFor="login-email" className="field-label">
            {t('auth.fields.email')}
          </label>
          <input
            id="login-email"
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
          id="login-password"
          label={t('auth.fields.password')}
          value={form.password}
          onChange={form.setPassword}
          autoComplete="current-password"
          disabled={form.submitting}
          labelAside={
            <Link to="/reset-password" className={formStyles.smallLink}>
              {t('auth.login.forgotPassword')}
            </Link>
          }
        />
        <button
          type="submit"
          className={`btn btn-primary btn-lg ${formStyles.submit}`}
          disabled={form.submitting}
        >
          {form.submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <p className={formStyles.footer}>
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.signUp')}</Link>
      </p>
    </>
  );
}
