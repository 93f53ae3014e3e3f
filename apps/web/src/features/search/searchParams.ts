import {
  isResultOrder,
  OPERATORS,
  type Operator,
  type PerformanceIndicator,
  type ResultOrder,
} from '@fd/contract';
import type { QuickCriteria } from './criteria';

/** Query parameters of the search pages (`search` and `filters`, the product's names). */
export const SEARCH_PARAM = 'search';
export const FILTERS_PARAM = 'filters';
/** 'Show active companies only' of a quick search, so that it survives a bookmark. */
export const ACTIVE_PARAM = 'active';
/** How many pages of results were shown ('show more'), so that back, reload and links keep them. */
export const PAGES_PARAM = 'pages';
/** `distance` (nearest first) or a figure order such as `revenue:desc`; absent for relevance. */
export const SORT_PARAM = 'sort';
export type { ResultOrder };
/** A link cannot ask for more pages than this at once. */
export const MAX_RESTORED_PAGES = 20;

export interface SearchFromUrl {
  quick: QuickCriteria | null;
  /** Decoded `filters`; null when absent or unreadable. */
  filters: PerformanceIndicator[] | null;
  /** Pages of results shown, at least 1. */
  pages: number;
  sort: ResultOrder;
}

function isOperator(value: unknown): value is Operator {
  return typeof value === 'string' && (OPERATORS as readonly string[]).includes(value);
}

function toIndicator(entry: unknown): PerformanceIndicator | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { indicator, operator, values } = entry as Record<string, unknown>;
  if (typeof indicator !== 'string' || !isOperator(operator) || !Array.isArray(values)) return null;
  const texts = values.filter((value) => typeof value === 'string' || typeof value === 'number').map(String);
  return { indicator, operator, values: texts };
}

/** JSON of performanceIndicators, as the `filters` parameter carries them. */
export function encodeFilters(indicators: PerformanceIndicator[]): string {
  return JSON.stringify(indicators);
}

/** Entries that are not indicators are dropped; anything but a JSON array gives null. */
export function decodeFilters(raw: string | null): PerformanceIndicator[] | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.flatMap((entry) => toIndicator(entry) ?? []);
}

export function readSearchParams(params: URLSearchParams): SearchFromUrl {
  const keyword = params.get(SEARCH_PARAM)?.trim() ?? '';
  return {
    quick: keyword ? { keyword, activeOnly: params.get(ACTIVE_PARAM) === '1' } : null,
    filters: decodeFilters(params.get(FILTERS_PARAM)),
    pages: readPages(params.get(PAGES_PARAM)),
    sort: readSort(params.get(SORT_PARAM)),
  };
}

function readSort(raw: string | null): ResultOrder {
  return raw !== null && isResultOrder(raw) ? raw : 'relevance';
}

function readPages(raw: string | null): number {
  const pages = Number(raw);
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1;
}

/** The same search with the number of pages shown (1 is left out). */
export function withPages(params: URLSearchParams, pages: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pages > 1) next.set(PAGES_PARAM, String(pages));
  else next.delete(PAGES_PARAM);
  return next;
}

export function quickSearchParams({ keyword, activeOnly }: QuickCriteria): URLSearchParams {
  const params = new URLSearchParams({ [SEARCH_PARAM]: keyword.trim() });
  if (activeOnly) params.set(ACTIVE_PARAM, '1');
  return params;
}

export function advancedSearchParams(
  indicators: PerformanceIndicator[],
  sort: ResultOrder = 'relevance',
): URLSearchParams {
  const params = new URLSearchParams({ [FILTERS_PARAM]: encodeFilters(indicators) });
  if (sort !== 'relevance') params.set(SORT_PARAM, sort);
  return params;
}
