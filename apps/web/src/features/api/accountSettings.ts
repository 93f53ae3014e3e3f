import type { CreateWebhookRequest } from '@fd/contract';
import { api, apiUrl } from './client';

/**
 * The account page's settings: password, sessions, API keys, webhooks, daily quotas, deletion and
 * the data export. Kept apart from the account's details (`account.ts`), which the language choice
 * of every page changes, so that the landing page's first load does not carry them.
 */

/** Ends every other session of the account. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api('changePassword', { body: { current_password: currentPassword, new_password: newPassword } });

export async function fetchSessions(signal?: AbortSignal) {
  return (await api('sessions', { signal })).sessions;
}

export const revokeSession = (sessionId: string) => api('revokeSession', { params: { id: sessionId } });

/** Confirmed by the password, or by the e-mail address for accounts without one (Google only). */
export const deleteAccount = (confirmation: { password: string } | { confirm_email: string }) =>
  api('deleteAccount', { body: confirmation });

export const ACCOUNT_EXPORT_URL = apiUrl('exportAccount');

/** The account's API keys (never the keys themselves) and the daily quota of each. */
export const fetchApiKeys = (signal?: AbortSignal) => api('apiKeys', { signal });

/** A new key: the answer holds the secret, shown this once. */
export const createApiKey = (name: string) => api('createApiKey', { body: { name } });

export const revokeApiKey = (keyId: string) => api('revokeApiKey', { params: { id: keyId } });

/** The account's daily quotas (export rows, employees' contact data). */
export const fetchQuotas = (signal?: AbortSignal) => api('quotas', { signal });

export const fetchWebhooks = (signal?: AbortSignal) => api('webhooks', { signal });

export const createWebhook = (request: CreateWebhookRequest) => api('createWebhook', { body: request });

export const deleteWebhook = (hookId: string) => api('deleteWebhook', { params: { id: hookId } });

export const testWebhook = (hookId: string) => api('testWebhook', { params: { id: hookId } });
