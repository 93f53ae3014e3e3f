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
