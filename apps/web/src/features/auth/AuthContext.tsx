import type { User } from '@fd/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ANONYMOUS, type AuthState, clearAuthStorage, readAuthState, storeAuthSession } from './authStorage';

export interface AuthContextValue {
  isLoggedIn: boolean;
  userId: string | null;
  user: User | null;
  sessionBroken: boolean;
  /** Re-reads the stored session, e.g. after another tab has changed it. */
  refresh: () => void;
  /** Stores the user the server has just logged in (or confirmed) and shows them as signed in. */
  logIn: (user: User) => void;
  /** Clears every stored user value; the caller then goes to /login. */
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function initialState(): AuthState {
  const state = readAuthState();
  if (state.sessionBroken) clearAuthStorage();
  return state;
}

export interface AuthProviderProps {
  children: ReactNode;
}

export function AuthProvider({ children }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(initialState);
  const queryClient = useQueryClient();
  const shownUserId = useRef(state.userId);

  /** The query cache holds one user's lists, watch list and account: another user (or none) starts empty. */
  const show = useCallback(
    (next: AuthState) => {
      if (next.userId !== shownUserId.current) queryClient.clear();
      shownUserId.current = next.userId;
      setState(next);
    },
    [queryClient],
  );
  const refresh = useCallback(() => show(readAuthState()), [show]);
  const logIn = useCallback(
    (user: User) => {
      storeAuthSession(user);
      show({ isLoggedIn: true, userId: user.id, user, sessionBroken: false });
    },
    [show],
  );
  const logout = useCallback(() => {
    clearAuthStorage();
    show(ANONYMOUS);
  }, [show]);

  useEffect(() => {
    // Another tab logging in or out changes local storage; follow it.
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [refresh]);

  const value = useMemo(() => ({ ...state, refresh, logIn, logout }), [state, refresh, logIn, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
