import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../features/auth/AuthContext';
import { PageIntro } from '../../../features/ui/PageIntro';

/** Logout clears every stored user value and goes to /login (spec section 4). */
export function LogoutPage() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    logout();
    navigate('/login', { replace: true });
  }, [logout, navigate]);

  return (
    <PageIntro
      title={t('dashboard.pages.logout.title')}
      description={t('dashboard.pages.logout.description')}
    />
  );
}
