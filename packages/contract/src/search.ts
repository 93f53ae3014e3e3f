import { z } from 'zod';
import { MAX_KEYWORD_LENGTH } from './constants';
import { ZGroupCompany } from './groups';
import {
  COMPANY_RANGE_INDICATORS,
  MATCH_TIERS,
  MAX_DASHBOARD_OFFSET,
  MAX_FILTER_VALUES,
  MAX_FILTERS,
  OPERATORS,
  RESULT_ORDERS,
} from './search-constants';

/** Dashboard search requests and responses (operators: docs/decisions/071). */

/**
 * A filter value is at most as long as a keyword; an event filter's list of types may be longer
 * (every type id, comma-separated, is 342 characters).
 */
const MAX_EVENT_TYPES_LENGTH = 600;

const ZValue = z
  .union([z.string().max(MAX_EVENT_TYPES_LENGTH), z.number()])
  .transform((value) => String(value).trim());

export const ZPerformanceIndicator = z
  .object({
    indicator: z.string().min(1, 'indicator is required').max(60),
    operator: z.enum(OPERATORS, { message: `operator must be one of ${OPERATORS.join(', ')}` }),
    values: z.array(ZValue).max(MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} values per filter`),
  })
  .superRefine((filter, context) => {
    filter.values.forEach((value, index) => {
      if (value.length > MAX_KEYWORD_LENGTH && !(filter.indicator === 'event' && index === 0))
        context.addIssue({
          code: 'custom',
          path: ['values', index],
          message: `a value may have at most ${MAX_KEYWORD_LENGTH} characters`,
        });
    });
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
  /**
   * 'distance' orders the results of an address search by distance, nearest first;
   * '<range indicator>:desc' or ':asc' by that figure of the latest report (docs/decisions/191).
   */
  sort: z
    .enum(RESULT_ORDERS, {
      message: "sort must be 'relevance', 'distance' or a range indicator with ':desc' or ':asc'",
    })
    .default('relevance'),
});
export type SearchRequest = z.input<typeof ZSearchRequest>;

export const ZMatchTier = z.enum(MATCH_TIERS);

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
  /**
   * The latest report's figure of each range indicator the search filtered or sorted on
   * (null: the company has no such figure), so the row shows what was asked (docs/decisions/191).
   */
  figures: z.partialRecord(z.enum(COMPANY_RANGE_INDICATORS), z.number().nullable()).optional(),
  /** How the name matched, when a name was searched. */
  match: ZMatchTier.optional(),
  /** Invented by the generator (no imported source): the row is marked as sample data. */
  synthetic: z.boolean(),
  /** The ultimate parent of the company's group, when it has one. */
  group_parent: ZGroupCompany.nullable().optional(),
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
  /** How the name matched, when a name was searched. */
  match: ZMatchTier.optional(),
});
export type EmployeeSearchResult = z.infer<typeof ZEmployeeSearchResult>;

export const ZSearchResponse = z.object({
  results: z.array(z.union([ZCompanySearchResult, ZEmployeeSearchResult])),
  total: z.number().int(),
  total_capped: z.boolean(),
  error: z.string().nullable(),
  /** The place the address was geocoded to, so the UI can say where it searched. */
  location: z
    .object({
      label: z.string(),
      /** The place without its country, and the country, so the UI names both in its language. */
      name: z.string().optional(),
      country: z.string().optional(),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable()
    .optional(),
  /** The query with its misspelt words corrected, when it matched nothing as typed but so. */
  did_you_mean: z.string().nullable().optional(),
  /**
   * The address given but not used: shorter than 4 characters and not exactly a known place or
   * postcode (docs/decisions/185). The results are then not limited to a place or radius.
   */
  unused_address: z.string().nullable().optional(),
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
