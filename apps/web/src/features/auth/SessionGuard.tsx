import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from './AuthContext';

/** A broken stored session (spec section 4) has been cleared; send the user to /login once. */
export function SessionGuard() {
  const { sessionBroken, refresh } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!sessionBroken) return;
    refresh();
    if (pathname !== '/login') navigate('/login', { replace: true });
  }, [sessionBroken, refresh, navigate, pathname]);

  return null;
}
