import { z } from 'zod';

/** What users are told about changes to the companies they watch (issue 14). */

/** How many watched companies changed since the user last looked: the dashboard's badge. */
export const ZWatchUnseenResponse = z.object({
  success: z.literal(true),
  companies: z.number().int().nonnegative(),
});
export type WatchUnseenResponse = z.infer<typeof ZWatchUnseenResponse>;

/** The opt-in daily e-mail digest of watched companies that changed. */
export const ZDigestSettings = z.object({ daily_digest: z.boolean() });
export type DigestSettings = z.infer<typeof ZDigestSettings>;
export const ZDigestSettingsResponse = z.object({
  success: z.literal(true),
  daily_digest: z.boolean(),
  /** When the last digest went out (ISO 8601), null before the first. */
  last_digest_at: z.string().nullable(),
});
export type DigestSettingsResponse = z.infer<typeof ZDigestSettingsResponse>;
