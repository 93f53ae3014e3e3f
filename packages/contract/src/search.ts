import { z } from 'zod';
import { COUNTRIES, MAX_KEYWORD_LENGTH } from './constants';

/** Dashboard search (spec sections 3, 5, 7; operators and value semantics per decisions.md). */

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

export const MAX_FILTERS = 30;
export const MAX_FILTER_VALUES = 50;
export const MAX_SEARCH_RADIUS_KM = 1000;
export const MAX_DASHBOARD_OFFSET = 10_000;

const ZValue = z
  .union([z.string().max(MAX_KEYWORD_LENGTH), z.number()])
  .transform((value) => String(value).trim());

export const ZPerformanceIndicator = z.object({
  indicator: z.string().min(1, 'indicator is required').max(60),
  operator: z.enum(OPERATORS, { message: `operator must be one of ${OPERATORS.join(', ')}` }),
  values: z.array(ZValue).max(MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} values per filter`),
});
export type PerformanceIndicator = z.input<typeof ZPerformanceIndicator>;

export const ZSearchRequest = z.object({
  entity: z.enum(['companies', 'companies_employees'], {
    message: "entity must be 'companies' or 'companies_employees'",
  }),
  performanceIndicators: z
    .array(ZPerformanceIndicator)
    .max(MAX_FILTERS, `at most ${MAX_FILTERS} filters`)
    .default([]),
  offset: z
    .number()
    .int('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .max(MAX_DASHBOARD_OFFSET, `offset must be at most ${MAX_DASHBOARD_OFFSET}`)
    .default(0),
  disable_notifications: z.boolean().optional(),
});
export type SearchRequest = z.input<typeof ZSearchRequest>;

export const ZCompanySearchResult = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  address: z.string(),
  address_city: z.string().nullable(),
  address_country: z.string(),
  legal_status: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  counts: z.object({
    employees: z.number().int(),
    financials: z.number().int(),
    representatives: z.number().int(),
  }),
  /** Great-circle distance from the searched address, when one was given. */
  distance_km: z.number().nullable().optional(),
});
export type CompanySearchResult = z.infer<typeof ZCompanySearchResult>;

export const ZEmployeeSearchResult = z.object({
  employee_id: z.number().int(),
  fullName: z.string(),
  headline: z.string().nullable(),
  title: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  industry: z.string().nullable(),
  locality: z.string().nullable(),
});
export type EmployeeSearchResult = z.infer<typeof ZEmployeeSearchResult>;

export const ZSearchResponse = z.object({
  results: z.array(z.union([ZCompanySearchResult, ZEmployeeSearchResult])),
  total: z.number().int(),
  total_capped: z.boolean(),
  error: z.string().nullable(),
  /** The place the address was geocoded to, so the UI can say where it searched. */
  location: z
    .object({ label: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable()
    .optional(),
});
export type SearchResponse = z.infer<typeof ZSearchResponse>;

export const ZGegenstandQuery = z.object({
  keyword: z.string().trim().min(1, 'keyword is required').max(MAX_KEYWORD_LENGTH),
});
export const ZGegenstandResponse = z.object({
  gegenstand: z.array(
    z.object({
      id: z.number().int(),
      gegenstand: z.string(),
      label_en: z.string(),
      row_count: z.number().int(),
    }),
  ),
});
export const ZTitleSuggestResponse = z.object({
  titles: z.array(z.object({ title: z.string(), row_count: z.number().int() })),
});
