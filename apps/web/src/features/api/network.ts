import type { NetworkResponse } from '@fd/contract';
import { apiGet } from './client';

/** The company network card: companies and people one or two steps from a company. */
export function fetchNetwork(
  companyId: number,
  depth: 1 | 2,
  signal?: AbortSignal,
): Promise<NetworkResponse> {
  return apiGet<NetworkResponse>(`/companies/${companyId}/network`, { depth }, signal);
}
