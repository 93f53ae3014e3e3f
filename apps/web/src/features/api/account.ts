import type { Lang } from '@fd/contract';
import { api } from './client';

/**
 * The signed-in account's details: read by the account and billing pages, changed by the profile
 * form and by the language choice, which every page has (the rest of the account page's calls are
 * in `accountSettings.ts`, out of the landing page's first load).
 */

export async function fetchAccount(signal?: AbortSignal) {
  return (await api('account', { signal })).account;
}

export interface AccountChanges {
  fullname?: string;
  /** A data:image/png|jpeg|webp;base64 URL, or '' to remove the picture. */
  profile_avatar?: string;
  language?: Lang;
}

export async function updateAccount(changes: AccountChanges) {
  return (await api('updateAccount', { body: changes })).account;
}
