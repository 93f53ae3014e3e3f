import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logOut } from '../../../features/api/auth';
import { useAuth } from '../../../features/auth/AuthContext';
import { PageIntro } from '../../../features/ui/PageIntro';

/**
 * Logout ends the server session, clears every stored user value (and with them the query
 * cache, AuthContext) and goes to /login.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { mutate } = useMutation({
    mutationFn: logOut,
    // Offline or already ended: the browser forgets the login all the same.
    onSettled: () => {
      logout();
      navigate('/login', { replace: true });
    },
  });

  useEffect(() => mutate(), [mutate]);

  return (
    <PageIntro
      title={t('dashboard.pages.logout.title')}
      description={t('dashboard.pages.logout.description')}
    />
  );
}
