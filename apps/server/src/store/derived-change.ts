/**
 * The change-sequence entry an import writes when it has finished: no company changed, but the
 * figures derived from all of them (top 500, statistics, country counts) were recomputed, so
 * every process drops what it cached of them (docs/decisions/053-derived-figures-after-import.md).
 * Company ids start at 1; 0 names no company.
 */
export const DERIVED_CHANGE = { companyId: 0, source: 'derived' } as const;

/** dataset_meta key on PostgreSQL: imports changed companies since the stored derived figures. */
export const DERIVED_STALE_KEY = 'derived_stale_since';
