import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { usePageTitle } from '../../features/ui/usePageTitle';
import { RegisterForm } from './RegisterForm';
import { RegisterSidePanel } from './RegisterSidePanel';

/** `/register`: sign-up by e-mail (verified by a mailed link) or with Google. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  return (
    <AuthLayout aside={<RegisterSidePanel />}>
      <RegisterForm />
    </AuthLayout>
  );
}
