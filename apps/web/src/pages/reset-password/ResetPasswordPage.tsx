import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFormFrame } from '../../features/auth/AuthFormFrame';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { EmailField } from '../../features/auth/EmailField';
import { usePageTitle } from '../../features/ui/usePageTitle';
import { useResetRequest } from './useResetRequest';

/** `/reset-password`: mails a single-use link to set a new password (docs/decisions/074). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const { email, setEmail, submitting, submit } = useResetRequest();

  return (
    <AuthLayout>
      <AuthFormFrame
        title={t('auth.reset.title')}
        lead={t('auth.reset.description')}
        error={null}
        submitting={submitting}
        onSubmit={(event) => void submit(event)}
        google={null}
        submitLabel={submitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        footer={<Link to="/login">{t('auth.reset.remembered')}</Link>}
      >
        {/* The product's form leaves the e-mail field unmarked; the server's answer covers an empty one. */}
        <EmailField
          id="reset-email"
          value={email}
          onChange={setEmail}
          disabled={submitting}
          required={false}
        />
      </AuthFormFrame>
    </AuthLayout>
  );
}
