import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './AuthContext';

export interface RequireAuthProps {
  children: ReactNode;
}

/** Sends anonymous visitors of a members-only page to /login. */
export function RequireAuth({ children }: RequireAuthProps) {
  const { isLoggedIn } = useAuth();
  if (!isLoggedIn) return <Navigate to="/login" replace />;
  return children;
}
