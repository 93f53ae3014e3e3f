import { GROUP_INDICATOR, type GroupCompany, type PerformanceIndicator } from '@fd/contract';
import { advancedSearchParams } from './searchParams';

/**
 * The filter "belongs to the group of …": the chosen company's id, and its name as it was
 * chosen, so that saved searches and their descriptions name it without asking the server.
 */
export function groupFilter(company: GroupCompany): PerformanceIndicator {
  return {
    indicator: GROUP_INDICATOR,
    operator: 'must',
    values: [String(company.company_id), company.company_name],
  };
}

/** The dashboard search for every company of a company's group. */
export function groupSearchPath(company: GroupCompany): string {
  return `/dashboard/companies?${advancedSearchParams([groupFilter(company)]).toString()}`;
}
