import type { DigestSettings, DigestSettingsResponse, WatchUnseenResponse } from '@fd/contract';
import { apiGet, apiPatch } from './client';

/** How many watched companies changed since the user last looked (marks nothing seen). */
export async function fetchUnseenWatchCount(signal?: AbortSignal): Promise<number> {
  return (await apiGet<WatchUnseenResponse>('/watchlist/unseen', undefined, signal)).companies;
}

export function fetchDigestSettings(signal?: AbortSignal): Promise<DigestSettingsResponse> {
  return apiGet<DigestSettingsResponse>('/account/digest', undefined, signal);
}

/** Opts in to or out of the daily e-mail digest of watched companies that changed. */
export function saveDigestSettings(settings: DigestSettings): Promise<DigestSettingsResponse> {
  return apiPatch<DigestSettingsResponse>('/account/digest', settings);
}
