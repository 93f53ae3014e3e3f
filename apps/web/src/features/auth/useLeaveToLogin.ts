import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './AuthContext';
import { loginNoticeState } from './loginNotice';

/**
 * Forgets the login and shows /login with a notice. The router applies navigations as
 * transitions; forgetting the login in the same transition keeps the members-only page from
 * redirecting to /login on its own first, which would drop the notice.
 */
export function useLeaveToLogin(): (notice: string) => void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    (notice: string) => {
      navigate('/login', { replace: true, state: loginNoticeState(notice) });
      startTransition(logout);
    },
    [logout, navigate],
  );
}
