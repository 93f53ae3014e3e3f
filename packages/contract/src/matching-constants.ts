/**
 * The matching API's limits and word lists, free of zod: the web app's error catalogue (loaded
 * before every page's first render) and reason texts import them without the schemas.
 */

/** Queries one call of POST /api/match may carry; each counts against an API key's daily quota. */
export const MATCH_MAX_QUERIES = 100;
/** Candidates answered per query, best first. */
export const MATCH_MAX_CANDIDATES = 5;

/** The fields a query may name (any subset, at least one not empty). */
export const MATCH_FIELDS = [
  'name',
  'street',
  'postcode',
  'city',
  'country',
  'register_number',
  'lei',
  'vat_id',
  'website',
] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/** What a reason is about. */
export const MATCH_FEATURES = [
  'lei',
  'register_number',
  'vat_id',
  'name',
  'legal_form',
  'postcode',
  'city',
  'street',
  'country',
  'website',
  'margin',
] as const;
export type MatchFeature = (typeof MATCH_FEATURES)[number];

/** How a feature compared; the reason's text is written from it (matching-reasons.ts). */
export const MATCH_VERDICTS = [
  'equal',
  'different',
  'missing_in_input',
  'missing_in_register',
  'exact',
  'reordered',
  'typo',
  'partial',
  'former',
  'former_typo',
  'court_differs',
  'shared_at_court',
  'ambiguous',
] as const;
export type MatchVerdict = (typeof MATCH_VERDICTS)[number];
