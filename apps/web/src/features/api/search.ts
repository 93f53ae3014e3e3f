import type {
  ClientConfig,
  CountryStatsResponse,
  SearchRequest,
  SearchResponse,
  ZGegenstandResponse,
  ZTitleSuggestResponse,
} from '@fd/contract';
import { apiGet, apiPost } from './client';

/** The parsed type of a contract schema, without importing zod into the web app. */
type Parsed<Schema extends { _zod: { output: unknown } }> = Schema['_zod']['output'];

export type IndustrySuggestion = Parsed<typeof ZGegenstandResponse>['gegenstand'][number];
export type TitleSuggestion = Parsed<typeof ZTitleSuggestResponse>['titles'][number];

/** POST /api/search: one page (10) of the dashboard's company or employee search. */
export function runDashboardSearch(request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  return apiPost<SearchResponse>('/search', request, signal);
}

export function fetchCountryStats(signal?: AbortSignal): Promise<CountryStatsResponse> {
  return apiGet<CountryStatsResponse>('/companiesCountryStats', undefined, signal);
}

export async function suggestIndustries(
  keyword: string,
  signal?: AbortSignal,
): Promise<IndustrySuggestion[]> {
  const response = await apiGet<Parsed<typeof ZGegenstandResponse>>('/get_gegenstand', { keyword }, signal);
  return response.gegenstand;
}

export async function suggestEmployeeTitles(
  keyword: string,
  signal?: AbortSignal,
): Promise<TitleSuggestion[]> {
  const response = await apiGet<Parsed<typeof ZTitleSuggestResponse>>(
    '/employee_titles',
    { keyword },
    signal,
  );
  return response.titles;
}

/** Public run-time settings; the map reads its tile URL template from here. */
export function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiGet<ClientConfig>('/client-config', undefined, signal);
}
