import { z } from 'zod';
import { failsWith } from './errors';

/**
 * Blocking a person after a privacy request (docs/decisions/171). The console names the person
 * by their page: `p<person key>` or `r<mandate id>` (a person page), `e<employee id>` (an
 * employee page); the block is stored under the source's identity behind it.
 */
export const ZPersonBlockTarget = z.object({
  person: z
    .string()
    .trim()
    .max(300)
    .regex(/^(p.+|r[1-9]\d{0,11}|e[1-9]\d{0,11})$/s, failsWith('person_not_found')),
});
export type PersonBlockTarget = z.infer<typeof ZPersonBlockTarget>;

/** Lifting a block needs the operator's reason; it is kept in the audit log. */
export const ZPersonUnblock = z.object({
  identity: z.string().min(1).max(400),
  reason: z
    .string(failsWith('unblock_reason_required'))
    .trim()
    .min(1, failsWith('unblock_reason_required'))
    .max(2000),
});
export type PersonUnblock = z.infer<typeof ZPersonUnblock>;

export const ZPersonBlock = z.object({
  /** `person:<person key>`, `mandate:<representative id>` or `employee:<employee key>`. */
  identity: z.string(),
  name: z.string(),
  company_id: z.number().int().nullable(),
  blocked_at: z.string(),
  /** The operator's e-mail address. */
  blocked_by: z.string(),
  /** The privacy request the block decided, null for a block set in the console directly. */
  request_id: z.number().int().nullable(),
});
export type PersonBlock = z.infer<typeof ZPersonBlock>;

export const ZPersonBlocksResponse = z.object({ blocks: z.array(ZPersonBlock) });
export const ZPersonBlockResponse = z.object({
  success: z.literal(true),
  /** False when the person was blocked (or unblocked) already. */
  changed: z.boolean(),
});
