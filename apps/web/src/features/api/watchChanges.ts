import type { DigestSettings } from '@fd/contract';
import { api } from './client';

/** How many watched companies changed since the user last looked (marks nothing seen). */
export async function fetchUnseenWatchCount(signal?: AbortSignal): Promise<number> {
  return (await api('unseenWatchCount', { signal })).companies;
}

export const fetchDigestSettings = (signal?: AbortSignal) => api('digestSettings', { signal });

/** Opts in to or out of the daily e-mail digest of watched companies that changed. */
export const saveDigestSettings = (settings: DigestSettings) => api('saveDigestSettings', { body: settings });
