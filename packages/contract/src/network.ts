import { z } from 'zod';
import { ZCompanyParams } from './detail';
import { failsWith } from './errors';

/** The company network (issue 15): companies and people tied to a company, one or two steps out. */

/** At most this many nodes per answer; the biggest (by popularity) are kept. */
export const NETWORK_MAX_NODES = 200;
export const NETWORK_DEPTHS = [1, 2] as const;

/** The company of a network, as in `/companies/:id`. */
export const ZNetworkParams = ZCompanyParams;
export const ZNetworkQuery = z.object({
  depth: z
    .string()
    .regex(/^[12]$/, failsWith('network_depth_invalid'))
    .default('1')
    .transform((value) => Number(value) as 1 | 2),
});

export const NETWORK_NODE_KINDS = ['company', 'person'] as const;
export const ZNetworkNode = z.object({
  /** `c<company id>`, `p<person key>` (a person with several mandates), `r<mandate id>`, `l<LEI>` (a parent outside the dataset). */
  id: z.string(),
  kind: z.enum(NETWORK_NODE_KINDS),
  /** The company's id for its page; null for people and for parents outside the dataset. */
  company_id: z.number().int().nullable(),
  name: z.string(),
  country: z.string().nullable(),
  /** The company's legal status; null for people. */
  status: z.string().nullable(),
  /** Steps from the page's company (0 for itself). */
  distance: z.number().int().min(0).max(2),
});
export type NetworkNode = z.infer<typeof ZNetworkNode>;

/**
 * What `from` is to `to`: its direct or ultimate parent, a branch's head office, its founder,
 * or (a person) its managing director, board member, authorised signatory or another officer.
 */
export const NETWORK_EDGE_KINDS = [
  'direct_parent',
  'ultimate_parent',
  'head_office',
  'founder',
  'managing_director',
  'board_member',
  'authorised_signatory',
  'officer',
] as const;
export type NetworkEdgeKind = (typeof NETWORK_EDGE_KINDS)[number];
export const NETWORK_SOURCES = ['generator', 'gleif', 'offeneregister'] as const;

export const ZNetworkEdge = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.enum(NETWORK_EDGE_KINDS),
  /** The title as registered ('Geschäftsführerin', 'Aufsichtsrat'); null for companies. */
  role: z.string().nullable(),
  /** The parent's share in percent, where known. */
  share: z.number().nullable(),
  since: z.string().nullable(),
  until: z.string().nullable(),
  /** True for a relationship that has ended (drawn dashed). */
  ended: z.boolean(),
  source: z.enum(NETWORK_SOURCES),
});
export type NetworkEdge = z.infer<typeof ZNetworkEdge>;

export const ZNetworkResponse = z.object({
  company_id: z.number().int(),
  depth: z.number().int(),
  nodes: z.array(ZNetworkNode),
  edges: z.array(ZNetworkEdge),
  /** Nodes found but left out to stay within NETWORK_MAX_NODES. */
  omitted: z.number().int(),
});
export type NetworkResponse = z.infer<typeof ZNetworkResponse>;
