import { MIN_PASSWORD_LENGTH } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import formStyles from '../../features/auth/AuthForm.module.css';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { usePageTitle } from '../../features/ui/usePageTitle';
import { SetNewPasswordForm } from './SetNewPasswordForm';

/** `/reset-password/confirm?token=`: opened from the reset mail (single-use link, valid 1 hour). */
export function SetNewPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.resetConfirm.title'));
  const token = useSearchParams()[0].get('token') ?? '';

  return (
    <AuthLayout>
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{t('auth.resetConfirm.title')}</h1>
        <p className={formStyles.lead}>{t('auth.resetConfirm.description', { min: MIN_PASSWORD_LENGTH })}</p>
      </header>
      {token ? (
        <SetNewPasswordForm token={token} />
      ) : (
        <p className="banner banner-error" role="alert">
          {t('auth.resetConfirm.missingToken')}{' '}
          <Link to="/reset-password">{t('auth.resetConfirm.requestNew')}</Link>
        </p>
      )}
      <p className={formStyles.footer}>
        <Link to="/login">{t('auth.resetConfirm.backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
