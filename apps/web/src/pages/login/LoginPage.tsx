import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { usePageTitle } from '../../features/ui/usePageTitle';
import { LoginForm } from './LoginForm';
import { LoginSidePanel } from './LoginSidePanel';

/** `/login`: e-mail or Google sign-in, with its verification banners. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  return (
    <AuthLayout aside={<LoginSidePanel />}>
      <LoginForm />
    </AuthLayout>
  );
}
