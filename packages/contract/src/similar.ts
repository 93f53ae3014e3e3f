import { z } from 'zod';
import { ZCompanyParams } from './detail';

/**
 * Similar companies (issue 32): the same industry, the same employee and revenue band, nearest
 * first (docs/decisions/196). The bands and radii live here so that the server filters on them
 * and the web app words them and builds the matching dashboard search.
 */

/** About this many companies per answer. */
export const SIMILAR_COUNT = 8;
/** Radii tried in turn (km) until enough companies are found; the last one bounds the search. */
export const SIMILAR_RADII_KM = [25, 50, 100, 200, 400] as const;

/** A band of a figure: `min` included, `max` included; null `max` = open upwards. */
export const ZSizeBand = z.object({ min: z.number(), max: z.number().nullable() });
export type SizeBand = z.infer<typeof ZSizeBand>;

/** EU size classes (micro, small, medium, large), the large class split once more. */
export const EMPLOYEE_BANDS: readonly SizeBand[] = [
  { min: 0, max: 9 },
  { min: 10, max: 49 },
  { min: 50, max: 249 },
  { min: 250, max: 999 },
  { min: 1000, max: null },
];

/**
 * Revenue in euros along the EU thresholds (2, 10, 50 million), then 250 million and 1 billion.
 * Upper limits end one cent below the next band, as a range filter includes both ends.
 */
export const REVENUE_BANDS: readonly SizeBand[] = [
  { min: 0, max: 1_999_999.99 },
  { min: 2_000_000, max: 9_999_999.99 },
  { min: 10_000_000, max: 49_999_999.99 },
  { min: 50_000_000, max: 249_999_999.99 },
  { min: 250_000_000, max: 999_999_999.99 },
  { min: 1_000_000_000, max: null },
];

/** The band of `bands` holding `value`, or null (no value, or below every band). */
export function bandOf(bands: readonly SizeBand[], value: number | null): SizeBand | null {
  if (value === null) return null;
  return bands.find((band) => value >= band.min && (band.max === null || value <= band.max)) ?? null;
}

/** Why a company is similar: machine-readable, worded by the web app. */
export const ZSimilarReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('industry') }),
  z.object({ kind: z.literal('employees'), band: ZSizeBand }),
  z.object({ kind: z.literal('revenue'), band: ZSizeBand }),
  z.object({ kind: z.literal('distance'), km: z.number() }),
]);
export type SimilarReason = z.infer<typeof ZSimilarReason>;

export const ZSimilarCompany = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  address_city: z.string().nullable(),
  address_country: z.string(),
  /** The industry as the data names it (German; the web app translates it like on company pages). */
  industry: z.string().nullable(),
  /** The bands of the company's latest report; null without one. */
  employees_band: ZSizeBand.nullable(),
  revenue_band: ZSizeBand.nullable(),
  /** Great-circle distance from the page's company, one decimal; null without coordinates. */
  distance_km: z.number().nullable(),
  /** Generated data, not from a register (like every result row). */
  synthetic: z.boolean(),
  reasons: z.array(ZSimilarReason),
});
export type SimilarCompany = z.infer<typeof ZSimilarCompany>;

/**
 * The dashboard search that lists every similar company: null parts were not used (the page's
 * company has no industry, report or coordinates). `address` is the company's postcode and city.
 */
export const ZSimilarSearch = z.object({
  industry: z.string().nullable(),
  employees: ZSizeBand.nullable(),
  revenue: ZSizeBand.nullable(),
  /** Only active companies: false when inactive (deleted) ones fill up a short list. */
  active_only: z.boolean(),
  address: z.string().nullable(),
  radius_km: z.number().nullable(),
});
export type SimilarSearch = z.infer<typeof ZSimilarSearch>;

export const ZSimilarParams = ZCompanyParams;
export const ZSimilarResponse = z.object({
  company_id: z.number().int(),
  companies: z.array(ZSimilarCompany),
  search: ZSimilarSearch,
});
export type SimilarResponse = z.infer<typeof ZSimilarResponse>;
