import type { PersonResponse } from '@fd/contract';
import { apiGet } from './client';

/** A representative's page: every company the person is tied to (key: the network's person node id). */
export function fetchPerson(key: string, signal?: AbortSignal): Promise<PersonResponse> {
  return apiGet<PersonResponse>(`/people/${encodeURIComponent(key)}`, {}, signal);
}

/** The page of a person, from the network's person node id. */
export const personPath = (key: string) => `/dashboard/people/${encodeURIComponent(key)}`;
