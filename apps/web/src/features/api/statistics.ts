import { api } from './client';

export const fetchStatistics = (signal?: AbortSignal) => api('statistics', { signal });
