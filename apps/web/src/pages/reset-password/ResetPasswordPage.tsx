import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import formStyles from '../../features/auth/AuthForm.module.css';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { usePageTitle } from '../../features/ui/usePageTitle';
import { useResetRequest } from './useResetRequest';

/** `/reset-password`: mails a single-use link to set a new password (docs/decisions/074). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const { email, setEmail, submitting, submit } = useResetRequest();

  return (
    <AuthLayout>
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{t('auth.reset.title')}</h1>
        <p className={formStyles.lead}>{t('auth.reset.description')}</p>
      </header>
      {/* The product's form leaves the e-mail field unmarked; the server's answer covers an empty one. */}
      <form className={formStyles.form} onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor="reset-email" className="field-label">
            {t('auth.fields.email')}
          </label>
          <input
            id="reset-email"
            name="email"
            type="email"
            className="input"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('auth.fields.emailPlaceholder')}
            autoComplete="email"
            disabled={submitting}
          />
        </div>
        <button type="submit" className={`btn btn-primary btn-lg ${formStyles.submit}`} disabled={submitting}>
          {submitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </button>
      </form>
      <p className={formStyles.footer}>
        <Link to="/login">{t('auth.reset.remembered')}</Link>
      </p>
    </AuthLayout>
  );
}
