import type { CompanySearchResult, EmployeeSearchResult, SearchResponse } from '@fd/contract';

type SearchResult = SearchResponse['results'][number];

export function isCompanyResult(result: SearchResult): result is CompanySearchResult {
  return 'legal_status' in result;
}

export function isEmployeeResult(result: SearchResult): result is EmployeeSearchResult {
  return 'employee_id' in result;
}
