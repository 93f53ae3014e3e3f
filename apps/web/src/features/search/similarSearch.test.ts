import { EMPLOYEE_BANDS, REVENUE_BANDS } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { readSearchParams } from './searchParams';
import { similarIndicators, similarSearchPath } from './similarSearch';

const search = {
  industry: 'Hochbau',
  employees: EMPLOYEE_BANDS[2]!,
  revenue: REVENUE_BANDS[5]!,
  active_only: true,
  address: '1010 Wien',
  radius_km: 50,
};

describe('the "show all" search of similar companies', () => {
  it('carries exactly the filters the card used, ranges with an open end left empty', () => {
    expect(similarIndicators(search)).toEqual([
      { indicator: 'address', operator: 'must', values: ['1010 Wien'] },
      { indicator: 'radius', operator: 'must', values: ['50'] },
      { indicator: 'industry', operator: 'must', values: ['Hochbau'] },
      { indicator: 'employees_number', operator: 'must', values: ['50', '249'] },
      { indicator: 'revenue', operator: 'must', values: ['1000000000', ''] },
      { indicator: 'legal_status', operator: 'must', values: ['Active'] },
    ]);
  });

  it('leaves out what was not compared and opens nearest first only with a place', () => {
    const bare = {
      ...search,
      employees: null,
      revenue: null,
      active_only: false,
      address: null,
      radius_km: null,
    };
    expect(similarIndicators(bare)).toEqual([
      { indicator: 'industry', operator: 'must', values: ['Hochbau'] },
    ]);
    const path = similarSearchPath(bare);
    expect(path.startsWith('/dashboard/companies?')).toBe(true);
    expect(readSearchParams(new URLSearchParams(path.split('?')[1])).sort).toBe('relevance');
  });

  it('is a URL the search page reads back into the same filters, nearest first', () => {
    const params = new URLSearchParams(similarSearchPath(search).split('?')[1]);
    const read = readSearchParams(params);
    expect(read.filters).toEqual(similarIndicators(search));
    expect(read.sort).toBe('distance');
  });
});
