import { api } from './client';

/** The similar-companies card: about 8 companies of the same industry, size and region. */
export const fetchSimilar = (companyId: number, signal?: AbortSignal) =>
  api('similar', { params: { id: String(companyId) }, signal });
