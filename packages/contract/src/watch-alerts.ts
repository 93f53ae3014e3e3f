import { z } from 'zod';
import { ZEventType } from './events';

/**
 * Alerts on the watch list (issue 29, docs/decisions/142): per watched company, or for all of
 * them at once, the event types that count in the badge and the digest.
 */

/** Event type ids; unknown ones are refused with `event_type_unknown`. An empty list mutes the alerts. */
export const ZWatchAlertsRequest = z.object({ types: z.array(z.string().max(100)).max(100) });
export type WatchAlertsRequest = z.input<typeof ZWatchAlertsRequest>;

export const ZWatchAlertsResponse = z.object({
  success: z.literal(true),
  /** The types now chosen. */
  alert_types: z.array(ZEventType),
  /** How many watched companies the setting changed. */
  companies: z.number().int().nonnegative(),
});
export type WatchAlertsResponse = z.infer<typeof ZWatchAlertsResponse>;
