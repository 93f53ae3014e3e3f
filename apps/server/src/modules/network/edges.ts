/** How stored rows become network edges: owners and subsidiaries, founders, mandates, GLEIF relationships. */
import type { NetworkEdge, NetworkEdgeKind } from '@fd/contract';
import type { NetworkCompanyRow, NetworkMandateRow, NetworkRelationshipRow } from '../../store/types';

export const companyNode = (id: number) => `c${id}`;
export const personNode = (m: NetworkMandateRow) =>
  m.person_key !== null ? `p${m.person_key}` : `r${m.representative_id}`;
export const leiNode = (lei: string) => `l${lei}`;

/** The edge kind of a registered title; board titles first ('Präsident des Verwaltungsrates' is the board). */
export function mandateKind(title: string): NetworkEdgeKind {
  if (/aufsichtsrat|verwaltungsrat|beirat|stiftungsrat/i.test(title)) return 'board_member';
  if (/prokurist/i.test(title)) return 'authorised_signatory';
  if (/geschäftsführ|vorstand|direktor|inhaber|liquidator|managing|director/i.test(title))
    return 'managing_director';
  return 'officer';
}

interface Tie {
  name?: string;
  company_id?: number;
  share?: number;
}
const ties = (json: string): Tie[] => {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? (parsed as Tie[]) : [];
  } catch {
    return [];
  }
};

/** An edge of the record (generated), open-ended unless `extra` says otherwise. */
export const edge = (
  from: string,
  to: string,
  kind: NetworkEdgeKind,
  extra: Partial<NetworkEdge> = {},
): NetworkEdge => ({
  from,
  to,
  kind,
  role: null,
  share: null,
  since: null,
  until: null,
  ended: false,
  source: 'generator',
  ...extra,
});

/** Parents, subsidiaries and founding companies as the company's record stores them. */
export function recordEdges(row: NetworkCompanyRow): NetworkEdge[] {
  const self = companyNode(row.company_id);
  const out: NetworkEdge[] = [];
  for (const owner of ties(row.owners))
    if (owner.company_id)
      out.push(edge(companyNode(owner.company_id), self, 'direct_parent', { share: owner.share ?? null }));
  for (const sub of ties(row.subsidiaries))
    if (sub.company_id)
      out.push(edge(self, companyNode(sub.company_id), 'direct_parent', { share: sub.share ?? null }));
  for (const founder of ties(row.founders))
    if (founder.company_id) out.push(edge(companyNode(founder.company_id), self, 'founder'));
  return out;
}

/** The parent company ids of a record (for the walk to the ultimate parent). */
export const recordParents = (row: NetworkCompanyRow): number[] =>
  ties(row.owners).flatMap((owner) => (owner.company_id ? [owner.company_id] : []));

export function mandateEdge(m: NetworkMandateRow, imported: boolean): NetworkEdge {
  return edge(personNode(m), companyNode(m.company_id), mandateKind(m.title), {
    role: m.title,
    since: m.since,
    until: m.until,
    ended: m.until !== null,
    source: m.person_key?.startsWith('or:') || imported ? 'offeneregister' : 'generator',
  });
}

const GLEIF_KIND: Record<string, NetworkEdgeKind> = {
  'direct-parent': 'direct_parent',
  'ultimate-parent': 'ultimate_parent',
  'branch-of': 'head_office',
};

export function relationshipEdge(r: NetworkRelationshipRow): NetworkEdge {
  const from = r.parent_id !== null ? companyNode(r.parent_id) : leiNode(r.parent_lei);
  return edge(from, companyNode(r.child_id), GLEIF_KIND[r.kind] ?? 'direct_parent', {
    since: r.start_date,
    until: r.end_date,
    ended: r.status !== 'active' || r.end_date !== null,
    source: 'gleif',
  });
}
