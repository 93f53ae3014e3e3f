import { z } from 'zod';

/** How fresh the open registers' data is (issue 28): GET /api/sources and the Datenquellen page. */

/** The open registers Firmenradar follows by itself, in the order they are shown. */
export const SYNC_SOURCES = ['gleif', 'offeneregister'] as const;
export const ZSyncSource = z.enum(SYNC_SOURCES);
export type SyncSource = z.infer<typeof ZSyncSource>;

export const ZSourceFreshness = z.object({
  source: ZSyncSource,
  /** When the last successful sync finished (ISO 8601), null before the first. */
  last_sync_at: z.string().nullable(),
  /** When the source published the data Firmenradar holds (ISO 8601), null before the first sync. */
  published_at: z.string().nullable(),
  /** Companies whose data comes (also) from this source, imported by a sync or by hand. */
  companies: z.number().int().nonnegative(),
});
export type SourceFreshness = z.infer<typeof ZSourceFreshness>;

export const ZSourcesResponse = z.object({
  success: z.literal(true),
  sources: z.array(ZSourceFreshness),
  /** Companies invented by the generator (0 in an installation that holds real companies only). */
  synthetic_companies: z.number().int().nonnegative(),
});
export type SourcesResponse = z.infer<typeof ZSourcesResponse>;

/** How many of each source's latest runs the operator console shows. */
export const SYNC_RUNS_SHOWN = 10;

export const ZSyncRunOutcome = z.enum(['running', 'succeeded', 'unchanged', 'failed']);
export type SyncRunOutcome = z.infer<typeof ZSyncRunOutcome>;

/** One sync run as the operator console shows it (GET /api/operator/sync-runs). */
export const ZSyncRunView = z.object({
  run_id: z.number().int(),
  kind: z.enum(['full', 'delta']),
  outcome: ZSyncRunOutcome,
  started_at: z.string(),
  finished_at: z.string().nullable(),
  rows_read: z.number().int().nonnegative(),
  rows_kept: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  /** The failure's text as the sync recorded it, null for a run that did not fail. */
  error: z.string().nullable(),
});
export type SyncRunView = z.infer<typeof ZSyncRunView>;

export const ZSyncRunsResponse = z.object({
  sources: z.array(z.object({ source: ZSyncSource, runs: z.array(ZSyncRunView) })),
});
export type SyncRunsResponse = z.infer<typeof ZSyncRunsResponse>;
