import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import formStyles from '../../features/auth/AuthForm.module.css';
import { AuthFormFrame } from '../../features/auth/AuthFormFrame';
import { EmailField } from '../../features/auth/EmailField';
import { LoginLink } from '../../features/auth/LoginLink';
import { NewPasswordField } from '../../features/auth/PasswordField';
import { useGoogleSignIn } from '../../features/auth/useGoogleSignIn';
import { TextField } from '../../features/ui/TextField';
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
    <AuthFormFrame
      title={t('auth.register.title')}
      lead={t('auth.register.description')}
      error={form.error}
      submitting={form.submitting}
      onSubmit={(event) => void form.submit(event)}
      google={startGoogle && { label: t('auth.register.google'), start: startGoogle }}
      submitLabel={form.submitting ? t('auth.register.submitting') : t('auth.register.submit')}
      footer={
        <>
          {t('auth.register.haveAccount')} <LoginLink />
        </>
      }
    >
      <TextField
        id="register-fullname"
        label={t('auth.fields.fullname')}
        name="fullname"
        type="text"
        value={form.fullname}
        onChange={form.setFullname}
        placeholder={t('auth.fields.fullnamePlaceholder')}
        autoComplete="name"
        maxLength={120}
        required
        disabled={form.submitting}
      />
      <EmailField
        id="register-email"
        value={form.email}
        onChange={form.setEmail}
        disabled={form.submitting}
      />
      <NewPasswordField
        id="register-password"
        label={t('auth.fields.password')}
        value={form.password}
        onChange={form.setPassword}
        disabled={form.submitting}
      />
      <p className={formStyles.note}>
        <Trans
          i18nKey="auth.register.terms"
          components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
        />
      </p>
    </AuthFormFrame>
  );
}
