import { z } from 'zod';

/** Where a company's shown values come from, and how they changed (issue 14). */

export const DATA_SOURCES = ['gleif', 'offeneregister', 'generator', 'report'] as const;
export const ZDataSource = z.enum(DATA_SOURCES);
export type DataSourceName = z.infer<typeof ZDataSource>;

/**
 * Groups of fields that share one source and whose changes the history records under the group's
 * name (the change history labels them: labels.ts).
 */
export const HISTORY_FIELD_GROUPS = [
  'name',
  'legal_form',
  'address',
  'location',
  'legal_status',
  'date_founded',
  'lei',
  'register',
  'representatives',
  'ownership',
] as const;

/** Groups of fields that share one source: what a company page card shows a source line for. */
export const PROVENANCE_FIELDS = [...HISTORY_FIELD_GROUPS, 'financials', 'contact'] as const;
export type ProvenanceField = (typeof PROVENANCE_FIELDS)[number];

export const ZFieldProvenance = z.object({
  field: z.enum(PROVENANCE_FIELDS),
  source: ZDataSource,
  /**
   * When the source published the data (ISO 8601): the publish date of the file it was imported
   * from, or, for a file imported by hand without one, the record's own date; null when unknown.
   */
  source_date: z.string().nullable(),
  /** False for estimated or invented values (postcode centres, synthetic data). */
  published: z.boolean(),
  /** True when the source publishes no such value: shown as 'not published', never invented. */
  missing: z.boolean(),
});
export type FieldProvenance = z.infer<typeof ZFieldProvenance>;

export const ZCompanyProvenance = z.object({
  /** Invented by the generator: shown as synthetic wherever a user sees the company. */
  synthetic: z.boolean(),
  /** The source records merged into this company. */
  sources: z.array(
    z.object({ source: ZDataSource, source_id: z.string(), source_date: z.string().nullable() }),
  ),
  fields: z.array(ZFieldProvenance),
});
export type CompanyProvenance = z.infer<typeof ZCompanyProvenance>;

/** One entry of a company's change history: imports, Refresh Data, accepted reports. */
export const ZCompanyChange = z.object({
  field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  changed_at: z.string(),
  source: ZDataSource,
  source_date: z.string().nullable(),
});
export type CompanyChange = z.infer<typeof ZCompanyChange>;
