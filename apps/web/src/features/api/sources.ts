import { api } from './client';

/** How fresh each open register's data is: last sync, publish date, companies held. */
export const fetchSources = (signal?: AbortSignal) => api('sources', { signal });
