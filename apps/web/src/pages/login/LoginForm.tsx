import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import formStyles from '../../features/auth/AuthForm.module.css';
import { AuthFormFrame } from '../../features/auth/AuthFormFrame';
import { EmailField } from '../../features/auth/EmailField';
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
      <AuthFormFrame
        title={t('auth.login.title')}
        lead={t('auth.login.description')}
        error={form.error}
        submitting={form.submitting}
        onSubmit={(event) => void form.submit(event)}
        google={startGoogle && { label: t('auth.login.google'), start: startGoogle }}
        submitLabel={form.submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        footer={
          <>
            {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.signUp')}</Link>
          </>
        }
      >
        <EmailField id="login-email" value={form.email} onChange={form.setEmail} disabled={form.submitting} />
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
      </AuthFormFrame>
    </>
  );
}
