import { LANDING_PAGE_SIZE, TOP_COMPANIES_PAGE_SIZE } from '@fd/contract';
import { api } from './client';

export const searchLanding = (keyword: string, offset: number, signal?: AbortSignal) =>
  api('landingSearch', {
    query: { keyword, limit: String(LANDING_PAGE_SIZE), offset: String(offset) },
    signal,
  });

export const suggestCompanies = (keyword: string, signal?: AbortSignal) =>
  api('suggestCompanies', { query: { keyword }, signal });

export const fetchTopCompanies = (offset: number, signal?: AbortSignal) =>
  api('topCompanies', { query: { limit: String(TOP_COMPANIES_PAGE_SIZE), offset: String(offset) }, signal });
