import type { NetworkEdge, NetworkResponse } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { networkSections, personAnchor } from './networkModel';

const edge = (from: string, to: string, kind: NetworkEdge['kind'], ended = false): NetworkEdge => ({
  from,
  to,
  kind,
  role: null,
  share: null,
  since: null,
  until: ended ? '2020-01-01' : null,
  ended,
  source: 'generator',
});
const company = (id: number, distance: number) => ({
  id: `c${id}`,
  kind: 'company' as const,
  company_id: id,
  name: `C${id}`,
  country: 'Germany',
  status: 'Active',
  distance,
});
const person = (id: string, distance: number) => ({
  id,
  kind: 'person' as const,
  company_id: null,
  name: id,
  country: null,
  status: null,
  distance,
});

describe('networkSections', () => {
  const network: NetworkResponse = {
    company_id: 12,
    depth: 2,
    omitted: 0,
    nodes: [company(12, 0), company(2, 1), company(1, 1), company(72, 1), company(13, 2), person('pg1.0', 1)],
    edges: [
      edge('c2', 'c12', 'direct_parent'),
      edge('c1', 'c12', 'ultimate_parent'),
      edge('c12', 'c72', 'direct_parent'),
      edge('c2', 'c13', 'direct_parent'),
      edge('pg1.0', 'c13', 'managing_director', true),
      edge('pg1.0', 'c12', 'managing_director'),
    ],
  };

  it('sorts ties into parents, subsidiaries, other companies and people with their mandates', () => {
    const sections = networkSections(network);
    expect(sections.parents.map((t) => [t.node.id, t.edge.kind])).toEqual([
      ['c2', 'direct_parent'],
      ['c1', 'ultimate_parent'],
    ]);
    expect(sections.subsidiaries.map((t) => t.node.id)).toEqual(['c72']);
    expect(sections.companies.map((n) => n.id)).toEqual(['c13']);
    expect(sections.people).toHaveLength(1);
    // Current mandates before ended ones.
    expect(sections.people[0]!.mandates.map((t) => [t.node.id, t.edge.ended])).toEqual([
      ['c12', false],
      ['c13', true],
    ]);
  });

  it('makes DOM-safe anchors', () => {
    expect(personAnchor('por:anna muster|munchen')).toBe('network-por_anna_muster_munchen');
  });
});
