import type { Lang } from '@fd/contract';

/** The UI language is kept per browser session under this key (the product's key). */
const LANG_KEY = 'lang';
/**
 * The signed-in account's language, for tabs that have no choice of their own yet (a new tab, a
 * link opened in a new tab); written at login, removed at logout (docs/decisions/186).
 */
export const ACCOUNT_LANG_KEY = 'accountLang';
const DEFAULT_LANG: Lang = 'de';

function isLang(value: string | null): value is Lang {
  return value === 'de' || value === 'en';
}

/** A stored value; null where storage is missing or refused (private mode, a test without a DOM). */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** The language chosen in this browser session, if one was. */
export function sessionLangChoice(): Lang | null {
  const stored = read(() => sessionStorage, LANG_KEY);
  return isLang(stored) ? stored : null;
}

/** This session's choice, else the signed-in account's language, else German. */
export function readStoredLang(): Lang {
  const signedIn = read(() => localStorage, 'isLoggedIn') === 'true';
  const account = signedIn ? read(() => localStorage, ACCOUNT_LANG_KEY) : null;
  return sessionLangChoice() ?? (isLang(account) ? account : DEFAULT_LANG);
}

/** Keeps the language for this browser session without reloading (a login adopting the account's). */
export function keepSessionLang(lang: Lang): void {
  try {
    sessionStorage.setItem(LANG_KEY, lang);
  } catch {
    // Without storage the language lasts for this page only.
  }
}

/** Stores the chosen language and reloads the same path and query (the product's behaviour). */
export function switchLanguage(next: Lang): void {
  try {
    sessionStorage.setItem(LANG_KEY, next);
  } catch {
    return;
  }
  window.location.reload();
}

export function otherLang(lang: Lang): Lang {
  return lang === 'de' ? 'en' : 'de';
}
