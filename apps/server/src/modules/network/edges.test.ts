import { describe, expect, it } from 'vitest';
import { mandateEdge, mandateKind, recordEdges } from './edges';

describe('mandateKind', () => {
  it.each([
    ['Geschäftsführerin', 'managing_director'],
    ['Vorstandsvorsitzender', 'managing_director'],
    ['Präsident des Verwaltungsrates', 'board_member'],
    ['Aufsichtsratsvorsitzende', 'board_member'],
    ['Prokurist', 'authorised_signatory'],
    ['Kassierin', 'officer'],
  ])('%s is %s', (title, kind) => expect(mandateKind(title)).toBe(kind));
});

describe('edges from stored rows', () => {
  const row = {
    company_id: 12,
    company_name: 'X GmbH',
    address_country: 'Germany',
    legal_status: 'Active',
    owners: '[{"name":"P AG","company_id":2,"share":100},{"name":"Anna Muster","share":0}]',
    subsidiaries: '[{"company_id":72,"share":51}]',
    founders: '[{"name":"P AG","company_id":2}]',
    lei: null,
    imported: false,
  };

  it('turns owners, subsidiaries and founding companies into company edges', () => {
    expect(recordEdges(row).map((e) => [e.from, e.to, e.kind, e.share])).toEqual([
      ['c2', 'c12', 'direct_parent', 100],
      ['c12', 'c72', 'direct_parent', 51],
      ['c2', 'c12', 'founder', null],
    ]);
    expect(recordEdges({ ...row, owners: 'not json' })).toHaveLength(2);
  });

  it('names a person by key across mandates, else by mandate, and marks ended mandates', () => {
    const m = {
      representative_id: 9,
      company_id: 12,
      name: 'A B',
      title: 'Aufsichtsrat',
      representation: null,
      location: null,
      since: '2010-01-01',
    };
    expect(mandateEdge({ ...m, person_key: 'g2.1', until: '2012-03-01' }, false)).toMatchObject({
      from: 'pg2.1',
      to: 'c12',
      kind: 'board_member',
      ended: true,
      source: 'generator',
    });
    expect(mandateEdge({ ...m, person_key: null, until: null }, true)).toMatchObject({
      from: 'r9',
      ended: false,
      source: 'offeneregister',
    });
  });
});
