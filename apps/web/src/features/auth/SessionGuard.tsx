import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-error';
import { fetchUserDetails, logOut } from '../api/auth';
import { queryKeys } from '../api/queryKeys';
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
  const confirmed = useQuery({
    queryKey: queryKeys.user(userId ?? ''),
    queryFn: ({ signal }) => fetchUserDetails(userId ?? '', signal),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { data, error } = confirmed;
  useEffect(() => {
    if (data) logIn(data.user);
  }, [data, logIn]);
  useEffect(() => {
    if (isRejectedSession(error)) endRejectedSession();
  }, [error]);

  return null;
}
