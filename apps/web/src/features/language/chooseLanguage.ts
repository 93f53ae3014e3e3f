import type { Lang } from '@fd/contract';
import { ACCOUNT_LANG_KEY, switchLanguage } from '../../i18n/language';
import { updateAccount } from '../api/account';
import { readAuthState } from '../auth/authStorage';

/**
 * The language toggle: kept for the browser session (the product's behaviour) and, for a
 * signed-in user, stored in the account too, so that new tabs, the next login, mails and exports
 * follow it (docs/decisions/186). A failed save still switches this session.
 */
export async function chooseLanguage(next: Lang): Promise<void> {
  if (readAuthState().isLoggedIn) {
    try {
      await updateAccount({ language: next });
      localStorage.setItem(ACCOUNT_LANG_KEY, next);
    } catch {
      // The account keeps its language; this session switches all the same.
    }
  }
  switchLanguage(next);
}
