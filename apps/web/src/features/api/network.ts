import { api } from './client';

/** The company network card: companies and people one or two steps from a company. */
export const fetchNetwork = (companyId: number, depth: 1 | 2, signal?: AbortSignal) =>
  api('network', { params: { id: String(companyId) }, query: { depth: String(depth) }, signal });
