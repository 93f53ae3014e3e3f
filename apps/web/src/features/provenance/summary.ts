import type { CompanyProvenance, DataSourceName, FieldProvenance, ProvenanceField } from '@fd/contract';

/** How a card's values stand: all published, estimated, partly estimated, not published, invented. */
export type ProvenanceStatus = 'published' | 'estimated' | 'partlyEstimated' | 'missing' | 'synthetic';

export interface ProvenanceSummary {
  /** Distinct sources, strongest first. */
  sources: DataSourceName[];
  /** The newest source date among the fields, or null. */
  date: string | null;
  status: ProvenanceStatus;
  /** The card's field groups the API describes, in the card's order. */
  fields: FieldProvenance[];
}

const ORDER: readonly DataSourceName[] = ['report', 'gleif', 'offeneregister', 'generator'];

/** The status of one field group. */
export function fieldStatus(field: FieldProvenance, synthetic: boolean): ProvenanceStatus {
  if (synthetic) return 'synthetic';
  if (field.missing) return 'missing';
  return field.published ? 'published' : 'estimated';
}

/** One line for a card that shows the given field groups; null when the API describes none of them. */
export function summarise(
  provenance: CompanyProvenance,
  groups: readonly ProvenanceField[],
): ProvenanceSummary | null {
  const fields = groups.flatMap((group) => provenance.fields.filter((field) => field.field === group));
  if (fields.length === 0) return null;
  const present = fields.filter((field) => !field.missing);
  // A card whose values are all missing names the source that would publish them.
  const described = present.length > 0 ? present : fields;
  const sources = ORDER.filter((source) => described.some((field) => field.source === source));
  const dates = described.flatMap((field) => (field.source_date ? [field.source_date] : []));
  const date = dates.length > 0 ? [...dates].sort().at(-1)! : null;
  let status: ProvenanceStatus;
  if (provenance.synthetic) status = 'synthetic';
  else if (present.length === 0) status = 'missing';
  else if (present.every((field) => field.published)) status = 'published';
  else if (present.every((field) => !field.published)) status = 'estimated';
  else status = 'partlyEstimated';
  return { sources, date, status, fields };
}
