import type { User } from '@fd/contract';
import { currentLang } from '../../i18n';
import { ACCOUNT_LANG_KEY, keepSessionLang, sessionLangChoice } from '../../i18n/language';
import { updateAccount } from '../api/account';

/**
 * After a login (docs/decisions/186): a language chosen in this browser session wins and is
 * stored in the account; without one, the account's language applies. Returns true when the
 * page must load anew to show it (a page load has one language, docs/decisions/081).
 */
export async function languageAtLogin(user: User): Promise<boolean> {
  const choice = sessionLangChoice();
  if (choice === null) {
    keepSessionLang(user.language);
    return user.language !== currentLang;
  }
  if (choice !== user.language) {
    try {
      await updateAccount({ language: choice });
      localStorage.setItem(ACCOUNT_LANG_KEY, choice);
    } catch {
      // The account keeps its language; this session stays in the one chosen.
    }
  }
  return false;
}
