import { COUNTRIES } from './constants';

/**
 * Dashboard search constants (operators: docs/decisions/071). Kept free of zod so
 * that the web app can import them without the schemas.
 */

export const OPERATORS = ['must', 'atleast', 'exclusive'] as const;
export type Operator = (typeof OPERATORS)[number];

/** Numeric company indicators: ranges on the latest financial report. */
export const COMPANY_RANGE_INDICATORS = [
  'average_salary_per_employee',
  'base_per_share_capital',
  'cash_on_hand',
  'cost_of_materials',
  'earnings',
  'earnings_cagr',
  'employees_number',
  'equity',
  'equity_ratio',
  'liabilities',
  'pension_provisions',
  'real_estate',
  'receivables',
  'return_on_equity',
  'return_on_sales',
  'revenue',
  'revenue_cagr',
  'revenue_per_employee',
  'tax_ratio',
  'total_assets',
  'wages_and_salaries',
] as const;
export type CompanyRangeIndicator = (typeof COMPANY_RANGE_INDICATORS)[number];

export const COMPANY_CHOICE_INDICATORS = {
  country: COUNTRIES,
  legal_status: ['Active', 'Inactive'],
} as const;

export const COMPANY_TEXT_INDICATORS = ['industry', 'employee_title'] as const;

/** Indicators that are not filters but the query itself. */
export const SPECIAL_INDICATORS = ['keyword', 'address', 'radius'] as const;

export const COMPANY_INDICATORS = [
  ...SPECIAL_INDICATORS,
  ...COMPANY_TEXT_INDICATORS,
  'country',
  'legal_status',
  'group',
  /** Register events: types and a window (event-filter.ts). */
  'event',
  ...COMPANY_RANGE_INDICATORS,
] as const;
export type CompanyIndicator = (typeof COMPANY_INDICATORS)[number];

export const EMPLOYEE_RANGE_INDICATORS = ['age', 'professional_experience'] as const;
export const EMPLOYEE_CHOICE_INDICATORS = {
  gender: ['Male', 'Female'],
  isManagement: ['Yes', 'No'],
} as const;
export const EMPLOYEE_TEXT_INDICATORS = [
  'employee_industry',
  'education',
  'current_employer',
  'former_employer',
  'skills',
  'position',
] as const;
export const EMPLOYEE_INDICATORS = [
  'keyword',
  'locality',
  ...EMPLOYEE_TEXT_INDICATORS,
  'gender',
  'isManagement',
  ...EMPLOYEE_RANGE_INDICATORS,
] as const;
export type EmployeeIndicator = (typeof EMPLOYEE_INDICATORS)[number];

/** Indicators whose filters are `[min, max]` ranges (either may be empty). */
export const RANGE_INDICATORS: ReadonlySet<string> = new Set([
  ...COMPANY_RANGE_INDICATORS,
  ...EMPLOYEE_RANGE_INDICATORS,
]);

/**
 * How a company search's results are ordered: by relevance (popularity, name tiers), nearest
 * first (an address search), or by a range figure, highest (`:desc`) or lowest (`:asc`) first
 * (docs/decisions/191).
 */
export type SortDirection = 'asc' | 'desc';
export type FigureOrder = `${CompanyRangeIndicator}:${SortDirection}`;
export type ResultOrder = 'relevance' | 'distance' | FigureOrder;
export const RESULT_ORDERS = [
  'relevance',
  'distance',
  ...COMPANY_RANGE_INDICATORS.flatMap((indicator): FigureOrder[] => [
    `${indicator}:desc`,
    `${indicator}:asc`,
  ]),
] as [ResultOrder, ...ResultOrder[]];
const ORDER_SET: ReadonlySet<string> = new Set(RESULT_ORDERS);

export function isResultOrder(value: string): value is ResultOrder {
  return ORDER_SET.has(value);
}

/** The figure and direction of a figure order; null for relevance and distance. */
export function figureOrder(
  order: ResultOrder,
): { indicator: CompanyRangeIndicator; direction: SortDirection } | null {
  if (order === 'relevance' || order === 'distance') return null;
  const [indicator, direction] = order.split(':') as [CompanyRangeIndicator, SortDirection];
  return { indicator, direction };
}

export const MAX_FILTERS = 30;
export const MAX_FILTER_VALUES = 50;
export const MAX_SEARCH_RADIUS_KM = 1000;
export const MAX_DASHBOARD_OFFSET = 10_000;

/**
 * The product's rule: an address counts from 4 characters. A shorter one is used only when it
 * is exactly a known place ('Ulm', 'Hof', 'Zug'); otherwise the search runs without it and says
 * so (docs/decisions/185).
 */
export const MIN_ADDRESS_LENGTH = 4;

/** Radius used when an address is given without one. */
export const DEFAULT_RADIUS_KM = 10;

/**
 * How a result matched the typed name, best first: every word exactly, the last word as a
 * prefix, with a typo (or words split or joined differently), or by sound (Kölner Phonetik).
 * The UI marks 'typo' and 'phonetic' hits as similar spellings.
 */
export const MATCH_TIERS = ['exact', 'prefix', 'typo', 'phonetic'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];
/** Tiers the UI marks as not what was typed. */
export const isFuzzyMatch = (tier: MatchTier | undefined): boolean => tier === 'typo' || tier === 'phonetic';
