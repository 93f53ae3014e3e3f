import { api } from './client';

/** The counts of the dataset served (companies, reports, employee profiles, representatives). */
export const fetchDatasetCounts = async (signal?: AbortSignal) => (await api('health', { signal })).dataset;
