import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import formStyles from '../../features/auth/AuthForm.module.css';
import { NewPasswordField } from '../../features/auth/PasswordField';
import { useSetNewPassword } from './useSetNewPassword';

export interface SetNewPasswordFormProps {
  token: string;
}

export function SetNewPasswordForm({ token }: SetNewPasswordFormProps) {
  const { t } = useTranslation();
  const { password, setPassword, submitting, error, submit } = useSetNewPassword(token);

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)}>
      {error && (
        <div className="banner banner-error" role="alert">
          {error.message}{' '}
          {error.offerNewLink && <Link to="/reset-password">{t('auth.resetConfirm.requestNew')}</Link>}
        </div>
      )}
      <NewPasswordField
        id="new-password"
        label={t('auth.fields.newPassword')}
        value={password}
        onChange={setPassword}
        disabled={submitting}
      />
      <button type="submit" className={`btn btn-primary btn-lg ${formStyles.submit}`} disabled={submitting}>
        {submitting ? t('auth.resetConfirm.submitting') : t('auth.resetConfirm.submit')}
      </button>
    </form>
  );
}
