import { z } from 'zod';

/** Rows (companies or contacts) one account may export per day, CSV and Excel together. */
export const EXPORT_ROWS_PER_DAY = 20_000;

const ZQuota = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** When the quota opens again (ISO time), or null when nothing was used in the current day. */
  resets_at: z.string().nullable(),
});

/** The caller's daily quotas, shown before an export starts. */
export const ZQuotasResponse = z.object({
  success: z.literal(true),
  export_rows: ZQuota,
  contact_views: ZQuota,
});
export type QuotasResponse = z.infer<typeof ZQuotasResponse>;
export type Quota = z.infer<typeof ZQuota>;
