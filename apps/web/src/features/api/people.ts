import { api } from './client';

/** A representative's page: every company the person is tied to (key: the network's person node id). */
export const fetchPerson = (key: string, signal?: AbortSignal) => api('person', { params: { key }, signal });

/** The page of a person, from the network's person node id. */
export const personPath = (key: string) => `/dashboard/people/${encodeURIComponent(key)}`;
