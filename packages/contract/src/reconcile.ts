/**
 * The Reconciliation Service API 0.2 (W3C Entity Reconciliation Community Group), as OpenRefine
 * and other tools call it: a manifest, and queries sent as the JSON text of the `queries` field.
 */
import { z } from 'zod';
import { failsWith } from './errors';
import { MATCH_MAX_QUERIES, type MatchField } from './matching-constants';

/** The one type of entity the service reconciles against. */
export const RECONCILE_TYPE = { id: 'Company', name: 'Company (Unternehmen)' } as const;

/** Property ids a query may pass (`properties: [{pid, v}]`) and the matcher's field of each. */
export const RECONCILE_PROPERTIES: Readonly<Record<string, Exclude<MatchField, 'name'>>> = {
  postcode: 'postcode',
  city: 'city',
  street: 'street',
  country: 'country',
  register_number: 'register_number',
  lei: 'lei',
  vat_id: 'vat_id',
  website: 'website',
};

/** Candidates a query asks for at most. */
export const RECONCILE_MAX_LIMIT = 25;

/** A property value: text, a number, a reconciled cell ({id, name}), or several of those. */
const ZPropertyValue = z.union([
  z.string(),
  z.number(),
  z.object({ id: z.string().optional(), name: z.string().optional() }),
  z.array(
    z.union([z.string(), z.number(), z.object({ id: z.string().optional(), name: z.string().optional() })]),
  ),
]);

export const ZReconcileQuery = z.object({
  query: z.string().max(300).optional(),
  type: z.string().optional(),
  type_strict: z.string().optional(),
  limit: z.number().int().min(1).max(RECONCILE_MAX_LIMIT).optional(),
  properties: z
    .array(z.object({ pid: z.string().max(100), v: ZPropertyValue }))
    .max(20)
    .optional(),
});
export type ReconcileQuery = z.output<typeof ZReconcileQuery>;

/** The `queries` field: JSON text of an object of queries by key ('q0', 'q1', …), at most 100. */
export const ZReconcileQueries = z
  .string()
  .max(500_000)
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: failsWith('reconcile_queries_invalid') });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(z.string().max(100), ZReconcileQuery, { error: failsWith('reconcile_queries_invalid') })
      .refine(
        (queries) => Object.keys(queries).length <= MATCH_MAX_QUERIES,
        failsWith('match_too_many_queries'),
      ),
  );

/** GET: the manifest, or (with `queries`) candidates. `api_key` for tools that cannot send headers. */
export const ZReconcileGetQuery = z.object({
  queries: ZReconcileQueries.optional(),
  api_key: z.string().optional(),
});

/** POST: form fields (application/x-www-form-urlencoded), as OpenRefine sends them. */
export const ZReconcileForm = z.object({ queries: ZReconcileQueries });

export const ZReconcileCandidate = z.object({
  id: z.string(),
  name: z.string(),
  /** 0 to 100. */
  score: z.number(),
  match: z.boolean(),
  type: z.array(z.object({ id: z.string(), name: z.string() })),
  description: z.string(),
});

export const ZReconcileResults = z.record(z.string(), z.object({ result: z.array(ZReconcileCandidate) }));
export type ReconcileResults = z.infer<typeof ZReconcileResults>;

export const ZReconcileManifest = z.object({
  versions: z.array(z.string()),
  name: z.string(),
  identifierSpace: z.string(),
  schemaSpace: z.string(),
  defaultTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  view: z.object({ url: z.string() }),
  preview: z.object({ url: z.string(), width: z.number(), height: z.number() }),
});
export type ReconcileManifest = z.infer<typeof ZReconcileManifest>;

export const ZReconcilePreviewQuery = z.object({ id: z.coerce.number().int().min(1) });
