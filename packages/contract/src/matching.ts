import { z } from 'zod';
import { failsWith } from './errors';
import { MATCH_FEATURES, MATCH_FIELDS, MATCH_MAX_QUERIES, MATCH_VERDICTS } from './matching-constants';

const field = z.string().trim().max(300).optional();

export const ZMatchQuery = z
  .strictObject(
    {
      name: field,
      street: field,
      postcode: field,
      city: field,
      /** 'AT', 'DE', 'CH' or the country's name in German or English. */
      country: field,
      /** Court and number in any common spelling: 'HRB 150148 Hamburg', 'FN 123456a', 'CHE-123.456.789'. */
      register_number: field,
      lei: field,
      vat_id: field,
      /** A web address or an e-mail address: its domain is compared. */
      website: field,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? failsWith('match_field_unknown') : undefined) },
  )
  .refine((query) => MATCH_FIELDS.some((name) => (query[name] ?? '') !== ''), failsWith('match_query_empty'));
export type MatchQuery = z.output<typeof ZMatchQuery>;

export const ZMatchRequest = z.strictObject({
  queries: z
    .array(ZMatchQuery)
    .min(1, failsWith('match_query_empty'))
    .max(MATCH_MAX_QUERIES, failsWith('match_too_many_queries')),
});
export type MatchRequest = z.input<typeof ZMatchRequest>;

export const ZMatchReason = z.object({
  feature: z.enum(MATCH_FEATURES),
  verdict: z.enum(MATCH_VERDICTS),
  /** What it added to (or took from) the score. */
  contribution: z.number(),
  /** One line in the request's language: 'Name: typo-tolerant match 0.92'. */
  text: z.string(),
});
export type MatchReason = z.infer<typeof ZMatchReason>;

export const ZMatchCandidate = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  /** 0 to 1. */
  score: z.number(),
  /** Safe to accept without a person: only ever on the best candidate of a query. */
  match: z.boolean(),
  reasons: z.array(ZMatchReason),
  legal_form: z.string().nullable(),
  register_number: z.string().nullable(),
  register_court: z.string().nullable(),
  lei: z.string().nullable(),
  vat_id: z.string().nullable(),
  street: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  legal_status: z.string(),
});
export type MatchCandidate = z.infer<typeof ZMatchCandidate>;

export const ZMatchResult = z.object({ candidates: z.array(ZMatchCandidate) });
export type MatchResult = z.infer<typeof ZMatchResult>;

export const ZMatchResponse = z.object({
  success: z.literal(true),
  /** One per query, in the order of the queries. */
  results: z.array(ZMatchResult),
});
export type MatchResponse = z.infer<typeof ZMatchResponse>;
