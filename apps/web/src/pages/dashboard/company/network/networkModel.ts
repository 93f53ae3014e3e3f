/** The network answer arranged for the list beside the graph: parents, subsidiaries, other companies, people. */
import type { NetworkEdge, NetworkNode, NetworkResponse } from '@fd/contract';

export interface Tie {
  node: NetworkNode;
  edge: NetworkEdge;
}

export interface PersonEntry {
  person: NetworkNode;
  /** The person's mandates in the answer, current first, each with its company. */
  mandates: Tie[];
}

export interface NetworkSections {
  parents: Tie[];
  subsidiaries: Tie[];
  /** Companies not tied to the page's company directly (sisters, a manager's other companies). */
  companies: NetworkNode[];
  people: PersonEntry[];
}

const PARENT_KINDS = new Set(['direct_parent', 'ultimate_parent', 'head_office']);

export function networkSections(network: NetworkResponse): NetworkSections {
  const byId = new Map(network.nodes.map((node) => [node.id, node]));
  const center = `c${network.company_id}`;
  const parents: Tie[] = [];
  const subsidiaries: Tie[] = [];
  const direct = new Set<string>([center]);
  for (const edge of network.edges) {
    if (!PARENT_KINDS.has(edge.kind)) continue;
    if (edge.to === center && byId.has(edge.from)) {
      parents.push({ node: byId.get(edge.from)!, edge });
      direct.add(edge.from);
    } else if (edge.from === center && edge.kind === 'direct_parent' && byId.has(edge.to)) {
      subsidiaries.push({ node: byId.get(edge.to)!, edge });
      direct.add(edge.to);
    }
  }
  const people = network.nodes
    .filter((node) => node.kind === 'person')
    .map((person) => ({
      person,
      mandates: network.edges
        .filter((edge) => edge.from === person.id && byId.has(edge.to))
        .map((edge) => ({ node: byId.get(edge.to)!, edge }))
        .sort((a, b) => Number(a.edge.ended) - Number(b.edge.ended)),
    }));
  const companies = network.nodes.filter((node) => node.kind === 'company' && !direct.has(node.id));
  return { parents, subsidiaries, companies, people };
}

/** A DOM id for a person's list entry (node ids may hold dots and colons). */
/** The network card's anchor on the company page. */
export const NETWORK_CARD_ID = 'network';

export const personAnchor = (nodeId: string) => `network-${nodeId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
