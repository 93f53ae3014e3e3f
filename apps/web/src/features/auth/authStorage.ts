import type { User } from '@fd/contract';
import { ACCOUNT_LANG_KEY, readStoredLang } from '../../i18n/language';

/**
 * The UI's own record of who is signed in (docs/decisions/074). It is never proof of identity:
 * the server session decides; these keys only drive what the UI shows.
 */
export const SESSION_KEYS = {
  userId: 'userId',
  userData: 'userData',
  userEmail: 'userEmail',
  userName: 'userName',
  membershipId: 'membershipId',
  profileAvatar: 'profileAvatar',
} as const;

export const LOCAL_KEYS = {
  isLoggedIn: 'isLoggedIn',
  userId: 'userId',
  /** The account's language for tabs without a choice of their own (docs/decisions/186). */
  accountLang: ACCOUNT_LANG_KEY,
} as const;

export const GUEST_ID = 'guest';

export interface AuthState {
  isLoggedIn: boolean;
  userId: string | null;
  user: User | null;
  /** The flag said 'logged in' but the stored session was incomplete or unreadable. */
  sessionBroken: boolean;
}

export const ANONYMOUS: AuthState = { isLoggedIn: false, userId: null, user: null, sessionBroken: false };

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.email === 'string' && typeof record.fullname === 'string';
}

/** userData as stored, or undefined when it is present but cannot be parsed. */
function parseUserData(raw: string | null): User | null | undefined {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isUser(parsed)) return undefined;
    // Stored before the account had a language: the page's language until the server confirms.
    return {
      ...parsed,
      language: parsed.language === 'en' || parsed.language === 'de' ? parsed.language : readStoredLang(),
      // Stored before logins were counted: unknown until the server confirms.
      previous_login_at: typeof parsed.previous_login_at === 'string' ? parsed.previous_login_at : null,
    };
  } catch {
    return undefined;
  }
}

function userFromSingleKeys(userId: string): User {
  return {
    id: userId,
    email: read(sessionStorage, SESSION_KEYS.userEmail) ?? '',
    fullname: read(sessionStorage, SESSION_KEYS.userName) ?? '',
    membership_id: read(sessionStorage, SESSION_KEYS.membershipId) ?? '0',
    profile_avatar: read(sessionStorage, SESSION_KEYS.profileAvatar) ?? '',
    language: readStoredLang(),
    previous_login_at: null,
  };
}

export function readAuthState(): AuthState {
  if (read(localStorage, LOCAL_KEYS.isLoggedIn) !== 'true') return ANONYMOUS;
  const userId = read(sessionStorage, SESSION_KEYS.userId) ?? read(localStorage, LOCAL_KEYS.userId);
  const stored = parseUserData(read(sessionStorage, SESSION_KEYS.userData));
  if (!userId || stored === undefined) return { ...ANONYMOUS, sessionBroken: true };
  const user = stored ?? userFromSingleKeys(userId);
  return { isLoggedIn: true, userId, user: { ...user, id: user.id || userId }, sessionBroken: false };
}

export function clearAuthStorage(): void {
  try {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
    for (const key of Object.values(LOCAL_KEYS)) localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode); there is nothing stored to clear then.
  }
}

/** Login success: the flag and the user's values, under the product's keys. */
export function storeAuthSession(user: User): void {
  try {
    localStorage.setItem(LOCAL_KEYS.isLoggedIn, 'true');
    localStorage.setItem(LOCAL_KEYS.userId, user.id);
    localStorage.setItem(LOCAL_KEYS.accountLang, user.language);
    sessionStorage.setItem(SESSION_KEYS.userId, user.id);
    sessionStorage.setItem(SESSION_KEYS.userData, JSON.stringify(user));
    sessionStorage.setItem(SESSION_KEYS.userEmail, user.email);
    sessionStorage.setItem(SESSION_KEYS.userName, user.fullname);
    sessionStorage.setItem(SESSION_KEYS.membershipId, user.membership_id);
    sessionStorage.setItem(SESSION_KEYS.profileAvatar, user.profile_avatar);
  } catch {
    // Without storage the UI cannot remember the login; the server session still works for this page.
  }
}
