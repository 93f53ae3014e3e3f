import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchUserDetails, logOut } from '../api/auth';
import { ApiError } from '../api/client';
import { useAuth } from './AuthContext';

/** The server no longer knows the session (401) or it belongs to someone else (403). */
function isRejectedSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * Broken sessions end at /login: a stored session that is incomplete or
 * unreadable (already cleared by the AuthProvider), and a stored login the server rejects.
 */
export function SessionGuard() {
  const { sessionBroken, userId, refresh, logIn, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!sessionBroken) return;
    refresh();
    if (pathname !== '/login') navigate('/login', { replace: true });
  }, [sessionBroken, refresh, navigate, pathname]);

  const endRejectedSession = useEffectEvent(() => {
    // The server session, if any, is someone else's: it must not outlive the UI's login.
    logOut().catch(() => undefined);
    logout();
    navigate('/login', { replace: true });
  });

  // Once per signed-in user and page load: the stored flag is only the UI's memory (docs/decisions/074).
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    fetchUserDetails(userId, controller.signal)
      .then(({ user }) => logIn(user))
      .catch((error: unknown) => {
        if (isRejectedSession(error)) endRejectedSession();
      });
    return () => controller.abort();
  }, [userId, logIn]);

  return null;
}
