import { z } from 'zod';
import { failsWith } from './errors';
import { NETWORK_EDGE_KINDS, NETWORK_SOURCES } from './network';

/**
 * A person's page (issue 15): every company a representative is tied to, by the person's node id
 * in the network — `p<person key>` for someone with a key, `r<mandate id>` for a single mandate.
 */
export const ZPersonParams = z.object({
  key: z
    .string()
    .max(300)
    .regex(/^(p.+|r[1-9]\d{0,11})$/s, failsWith('person_not_found')),
});

export const ZPersonMandate = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  /** The title as registered ('Geschäftsführerin', 'Aufsichtsrat'). */
  role: z.string(),
  /** The kind of representation or Prokura, as on the company page; null where none is registered. */
  representation: z.string().nullable(),
  /** The person's place as the register names it at this company. */
  location: z.string().nullable(),
  kind: z.enum(NETWORK_EDGE_KINDS),
  since: z.string().nullable(),
  until: z.string().nullable(),
  ended: z.boolean(),
  source: z.enum(NETWORK_SOURCES),
});
export type PersonMandate = z.infer<typeof ZPersonMandate>;

export const ZPersonResponse = z.object({
  key: z.string(),
  name: z.string(),
  /** Current mandates first, then ended ones; each group newest first. */
  mandates: z.array(ZPersonMandate),
});
export type PersonResponse = z.infer<typeof ZPersonResponse>;
