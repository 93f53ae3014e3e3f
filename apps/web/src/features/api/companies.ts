import {
  LANDING_PAGE_SIZE,
  type LandingSearchResponse,
  type SuggestResponse,
  TOP_COMPANIES_PAGE_SIZE,
  type TopCompaniesResponse,
} from '@fd/contract';
import { apiGet } from './client';

export function searchLanding(
  keyword: string,
  offset: number,
  signal?: AbortSignal,
): Promise<LandingSearchResponse> {
  return apiGet<LandingSearchResponse>(
    '/landing_search',
    { keyword, limit: LANDING_PAGE_SIZE, offset },
    signal,
  );
}

export function suggestCompanies(keyword: string, signal?: AbortSignal): Promise<SuggestResponse> {
  return apiGet<SuggestResponse>('/suggestCompanyFromInput', { keyword }, signal);
}

export function fetchTopCompanies(offset: number, signal?: AbortSignal): Promise<TopCompaniesResponse> {
  return apiGet<TopCompaniesResponse>('/top_companies', { limit: TOP_COMPANIES_PAGE_SIZE, offset }, signal);
}
