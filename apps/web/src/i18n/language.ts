import type { Lang } from '@fd/contract';

/** The UI language is kept per browser session under this key (the product's key). */
const LANG_KEY = 'lang';
const DEFAULT_LANG: Lang = 'de';

function isLang(value: string | null): value is Lang {
  return value === 'de' || value === 'en';
}

export function readStoredLang(): Lang {
  try {
    const stored = sessionStorage.getItem(LANG_KEY);
    return isLang(stored) ? stored : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
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
