import { z } from 'zod';
import {
  LANDING_PAGE_SIZE,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_SIZE,
  MAX_SEARCH_OFFSET,
  TOP_COMPANIES_PAGE_SIZE,
  TOP_COMPANIES_TOTAL,
} from './constants';
import { ZCompanyListItem, ZStatistics } from './entities';
import { ZMatchTier } from './search';

/** Requests and responses of the public API (docs/decisions/077). */

/**
 * Every failure: a stable `code` of the error catalogue (errors.ts), what was wrong in `error`,
 * that and what the user can do in `message` (the hint also apart in `hint`), both in the
 * request's language, and the parameters the code's texts name.
 */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  hint: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

/** Query-string integers: digits only, so '1e3', '-1' and '' are refused with a message. */
const queryInt = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

/**
 * Health answers 200 while the process serves: `status` is `degraded` while a part is away (the
 * machine's search engine process restarting) and the rest still answers (docs/decisions/211).
 */
export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  engine: z.string(),
  /** The searches: `unavailable` while they answer 503 `unavailable` until the engine is back. */
  search: z.enum(['available', 'unavailable']),
  dataset: z.object({
    companies: z.number().int(),
    financial_reports: z.number().int(),
    employees: z.number().int(),
    representatives: z.number().int(),
    seed: z.number().int().nullable(),
    generated_at: z.string().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof ZHealthResponse>;

export const ZKeyword = z
  .string()
  .trim()
  .min(1, 'keyword must not be empty')
  .max(MAX_KEYWORD_LENGTH, `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`);

export const ZLandingSearchQuery = z.object({
  keyword: ZKeyword,
  limit: queryInt('limit', 1, MAX_PAGE_SIZE).default(LANDING_PAGE_SIZE),
  offset: queryInt('offset', 0, MAX_SEARCH_OFFSET).default(0),
});
export type LandingSearchQuery = z.infer<typeof ZLandingSearchQuery>;

export const ZLandingSearchResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  /** True when total stopped at the count cap: the UI shows '10.000+'. */
  total_capped: z.boolean(),
  companies: z.array(ZCompanyListItem.extend({ match: ZMatchTier })),
  /** The query with its misspelt words corrected, when it matched nothing as typed but so. */
  did_you_mean: z.string().nullable(),
});
export type LandingSearchResponse = z.infer<typeof ZLandingSearchResponse>;

export const ZTopCompaniesQuery = z.object({
  limit: queryInt('limit', 1, MAX_PAGE_SIZE).default(TOP_COMPANIES_PAGE_SIZE),
  offset: queryInt('offset', 0, TOP_COMPANIES_TOTAL - 1).default(0),
});
export type TopCompaniesQuery = z.infer<typeof ZTopCompaniesQuery>;

export const ZTopCompaniesResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  companies: z.array(ZCompanyListItem.extend({ rank: z.number().int() })),
});
export type TopCompaniesResponse = z.infer<typeof ZTopCompaniesResponse>;

export const ZStatisticsResponse = z.object({ success: z.literal(true), statistics: ZStatistics });
export type StatisticsResponse = z.infer<typeof ZStatisticsResponse>;

export const ZSuggestQuery = z.object({ keyword: ZKeyword });
export const ZSuggestResponse = z.object({
  companies: z.array(
    z.object({
      company_id: z.number().int(),
      company_name: z.string(),
      address_city: z.string().nullable(),
      address_country: z.string(),
    }),
  ),
});
export type SuggestResponse = z.infer<typeof ZSuggestResponse>;

export const ZContactRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(200),
  email: z.email('Please enter a valid e-mail address.').max(254),
  company: z.string().trim().max(200).optional().default(''),
  subject: z.string().trim().min(1, 'Please enter a subject.').max(300),
  message: z.string().trim().min(1, 'Please enter a message.').max(10_000),
});
export type ContactRequest = z.input<typeof ZContactRequest>;

export const ZSuccessMessage = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof ZSuccessMessage>;

export const ZCountryStatsResponse = z.object({
  stats: z.array(z.object({ address_country: z.string(), cnt: z.number().int() })),
});
export type CountryStatsResponse = z.infer<typeof ZCountryStatsResponse>;

/** Public settings the web app needs at run time (no secrets). */
export const ZClientConfig = z.object({
  googleClientId: z.string().nullable(),
  tileUrl: z.string(),
  tileAttribution: z.string(),
});
export type ClientConfig = z.infer<typeof ZClientConfig>;
