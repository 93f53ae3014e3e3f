import type { RouteOutput, SearchRequest } from '@fd/contract';
import { api } from './client';

export type IndustrySuggestion = RouteOutput<'industries'>['gegenstand'][number];
export type TitleSuggestion = RouteOutput<'employeeTitles'>['titles'][number];

/** POST /api/search: one page (10) of the dashboard's company or employee search. */
export const runDashboardSearch = (request: SearchRequest, signal?: AbortSignal) =>
  api('dashboardSearch', { body: request, signal });

export const fetchCountryStats = (signal?: AbortSignal) => api('countryStats', { signal });

export async function suggestIndustries(
  keyword: string,
  signal?: AbortSignal,
): Promise<IndustrySuggestion[]> {
  return (await api('industries', { query: { keyword }, signal })).gegenstand;
}

export async function suggestEmployeeTitles(
  keyword: string,
  signal?: AbortSignal,
): Promise<TitleSuggestion[]> {
  return (await api('employeeTitles', { query: { keyword }, signal })).titles;
}

/** Public run-time settings; the map reads its tile URL template from here. */
export const fetchClientConfig = (signal?: AbortSignal) => api('clientConfig', { signal });
