/**
 * The company network: a breadth-first walk from the page's company over stored ties (owners,
 * subsidiaries, founders, GLEIF relationships) and mandates (people, and their other companies
 * by person key), one or two steps out. Each node is visited once, so cycles in real data
 * (A owns B owns A) end the walk like any other known node. The answer keeps the nearest and,
 * among equally near ones, the most popular nodes (smallest company id) up to NETWORK_MAX_NODES (a
 * smaller bound for tests).
 */
import { NETWORK_MAX_NODES, type NetworkEdge, type NetworkNode, type NetworkResponse } from '@fd/contract';
import { fail } from '../../errors';
import { yieldIfDue } from '../../runtime/budget';
import type {
  CompanyStore,
  NetworkCompanyRow,
  NetworkMandateRow,
  NetworkRepository,
} from '../../store/types';
import { companyNode, edge, mandateEdge, personNode, recordEdges, relationshipEdge } from './edges';
import { ultimateParent } from './ultimate-parent';

interface Found {
  node: NetworkNode;
  /** Popularity: the company id, for a person the best company id among its ties. */
  rank: number;
  personKey: string | null;
}

const OUTSIDE_RANK = Number.MAX_SAFE_INTEGER;

export function createNetworkService(companies: CompanyStore, { maxNodes = NETWORK_MAX_NODES } = {}) {
  const repo = sliced(companies.network);

  return {
    async network(companyId: number, depth: 1 | 2): Promise<NetworkResponse> {
      const [center] = await repo.companies([companyId]);
      if (!center) throw fail('company_not_found', { id: String(companyId) });
      const rows = new Map<number, NetworkCompanyRow>([[center.company_id, center]]);
      const found = new Map<string, Found>();
      const edges = new Map<string, NetworkEdge>();
      const names = new Map<string, string>();
      found.set(companyNode(companyId), { node: companyFields(center, 0), rank: 0, personKey: null });

      let companyFrontier: NetworkCompanyRow[] = [center];
      let peopleFrontier: string[] = [];
      for (let level = 1; level <= depth; level++) {
        const step: NetworkEdge[] = [];
        const mandates: NetworkMandateRow[] = [
          ...(await repo.mandatesOfCompanies(companyFrontier.map((row) => row.company_id))),
          ...(await repo.mandatesOfPeople(peopleFrontier)),
        ];
        for (const row of companyFrontier) step.push(...recordEdges(row));
        const personKeys = new Map<string, string>();
        for (const m of mandates) {
          names.set(personNode(m), m.name);
          if (m.person_key !== null) personKeys.set(personNode(m), m.person_key);
          step.push(mandateEdge(m, rows.get(m.company_id)?.imported ?? false));
        }
        for (const r of await repo.relationships(companyFrontier)) step.push(relationshipEdge(r));
        if (level === 1) {
          const top = await ultimateParent(repo, center, rows);
          if (top !== null) step.push(edge(companyNode(top), companyNode(companyId), 'ultimate_parent'));
        }

        const newCompanies: number[] = [];
        peopleFrontier = [];
        for (const e of step) {
          const key = `${e.from}|${e.to}|${e.kind}`;
          if (!edges.has(key)) edges.set(key, e);
          for (const end of [e.from, e.to]) {
            const known = found.get(end);
            const rank = rankOf(end, e);
            if (known) {
              known.rank = Math.min(known.rank, rank);
              continue;
            }
            const personKey = personKeys.get(end) ?? null;
            found.set(end, { node: placeholder(end, level), rank, personKey });
            if (end.startsWith('c')) newCompanies.push(Number(end.slice(1)));
            else if (personKey !== null) peopleFrontier.push(personKey);
          }
        }
        if (level < depth) {
          companyFrontier = await repo.companies(newCompanies);
          for (const row of companyFrontier) rows.set(row.company_id, row);
        }
      }

      return bound(found, edges, rows, names, repo, { companyId, depth, maxNodes });
    },
  };
}

/**
 * The store's reads, each preceded by a turn of the event loop once the request's slice is used
 * up. The store answers synchronously (SQLite), so without this a walk two steps out (a dozen
 * reads and the edges between them) ran as one block of the loop (docs/decisions/215).
 */
function sliced(repo: NetworkRepository): NetworkRepository {
  return {
    companies: (ids) => yieldIfDue().then(() => repo.companies(ids)),
    mandatesOfCompanies: (ids) => yieldIfDue().then(() => repo.mandatesOfCompanies(ids)),
    mandatesOfPeople: (keys) => yieldIfDue().then(() => repo.mandatesOfPeople(keys)),
    mandate: (representativeId) => yieldIfDue().then(() => repo.mandate(representativeId)),
    relationships: (rows) => yieldIfDue().then(() => repo.relationships(rows)),
  };
}

const isCompany = (f: Found) => f.node.id.startsWith('c');
const companyIdOf = (f: Found) => Number(f.node.id.slice(1));

function rankOf(nodeId: string, e: NetworkEdge): number {
  if (nodeId.startsWith('c')) return Number(nodeId.slice(1));
  const other = nodeId === e.from ? e.to : e.from;
  return other.startsWith('c') ? Number(other.slice(1)) : OUTSIDE_RANK;
}

function companyFields(row: NetworkCompanyRow, distance: number): NetworkNode {
  return {
    id: companyNode(row.company_id),
    kind: 'company',
    company_id: row.company_id,
    name: row.company_name,
    country: row.address_country,
    status: row.legal_status,
    distance,
  };
}

function placeholder(id: string, distance: number): NetworkNode {
  const company = id.startsWith('c') || id.startsWith('l');
  return {
    id,
    kind: company ? 'company' : 'person',
    company_id: null,
    name: '',
    country: null,
    status: null,
    distance,
  };
}

/** Keeps the nearest, most popular nodes, fills in their names and drops edges to nodes left out. */
async function bound(
  found: Map<string, Found>,
  edges: Map<string, NetworkEdge>,
  rows: Map<number, NetworkCompanyRow>,
  names: Map<string, string>,
  repo: CompanyStore['network'],
  { companyId, depth, maxNodes }: { companyId: number; depth: 1 | 2; maxNodes: number },
): Promise<NetworkResponse> {
  const ordered = [...found.values()].sort((a, b) => a.node.distance - b.node.distance || a.rank - b.rank);
  // A tie to a company the dataset does not hold is dropped, not counted as left out: rows are
  // read for the candidates in order until the bound is filled.
  const kept: Found[] = [];
  let next = 0;
  while (kept.length < maxNodes && next < ordered.length) {
    const chunk = ordered.slice(next, next + maxNodes - kept.length);
    next += chunk.length;
    const missing = chunk.filter((f) => isCompany(f) && !rows.has(companyIdOf(f))).map(companyIdOf);
    for (const row of await repo.companies(missing)) rows.set(row.company_id, row);
    kept.push(...chunk.filter((f) => !isCompany(f) || rows.has(companyIdOf(f))));
  }
  const nodes = kept.map(({ node }) => {
    if (node.id.startsWith('c')) return companyFields(rows.get(Number(node.id.slice(1)))!, node.distance);
    if (node.id.startsWith('l')) return { ...node, name: `LEI ${node.id.slice(1)}` };
    return { ...node, name: names.get(node.id) ?? '' };
  });
  const ids = new Set(nodes.map((n) => n.id));
  return {
    company_id: companyId,
    depth,
    nodes,
    edges: [...edges.values()].filter((e) => ids.has(e.from) && ids.has(e.to)),
    omitted: ordered.length - next,
  };
}
