import type {
  Account,
  ApiKeysResponse,
  ContactRequest,
  CreatedApiKey,
  MessageResponse,
  QuotasResponse,
  SessionInfo,
} from '@fd/contract';
import { apiDelete, apiGet, apiPatch, apiPost } from './client';

/** The account page and the support form (issue: account, support). */

export async function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return (await apiGet<{ account: Account }>('/account', undefined, signal)).account;
}

export interface AccountChanges {
  fullname?: string;
  /** A data:image/png|jpeg|webp;base64 URL, or '' to remove the picture. */
  profile_avatar?: string;
}

export async function updateAccount(changes: AccountChanges): Promise<Account> {
  return (await apiPatch<{ account: Account }>('/account', changes)).account;
}

/** Ends every other session of the account. */
export function changePassword(currentPassword: string, newPassword: string): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/account/password', {
    current_password: currentPassword,
    new_password: newPassword,
  });
}

export async function fetchSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return (await apiGet<{ sessions: SessionInfo[] }>('/account/sessions', undefined, signal)).sessions;
}

export function revokeSession(sessionId: string): Promise<MessageResponse> {
  return apiDelete<MessageResponse>(`/account/sessions/${encodeURIComponent(sessionId)}`);
}

export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** Confirmed by the password, or by the e-mail address for accounts without one (Google only). */
export function deleteAccount(confirmation: { password: string } | { confirm_email: string }) {
  return apiDelete<MessageResponse>('/account', confirmation);
}

export function sendSupportRequest(request: ContactRequest): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/support', request);
}

/** The account's API keys (never the keys themselves) and the daily quota of each. */
export async function fetchApiKeys(signal?: AbortSignal): Promise<ApiKeysResponse> {
  return apiGet<ApiKeysResponse>('/account/api-keys', undefined, signal);
}

/** A new key: the answer holds the secret, shown this once. */
export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiPost<CreatedApiKey>('/account/api-keys', { name });
}

export function revokeApiKey(keyId: string): Promise<MessageResponse> {
  return apiDelete<MessageResponse>(`/account/api-keys/${encodeURIComponent(keyId)}`);
}

/** The account's daily quotas (export rows, employees' contact data). */
export function fetchQuotas(signal?: AbortSignal): Promise<QuotasResponse> {
  return apiGet<QuotasResponse>('/quotas', undefined, signal);
}
