import { describe, expect, it } from 'vitest';
import { readSearchParams } from '../../../features/search/searchParams';
import { savedSearchUrl } from './savedSearchUrl';

describe('savedSearchUrl', () => {
  const filters = [
    { indicator: 'address', operator: 'must', values: ['Wien'] },
    { indicator: 'radius', operator: 'must', values: ['25'] },
    { indicator: 'revenue', operator: 'atleast', values: ['1000000', ''] },
    { indicator: 'industry', operator: 'must', values: ['Bau & Handwerk'] },
  ];

  it('opens the company search with filters the search page reads back unchanged', () => {
    const url = new URL(savedSearchUrl({ entity: 'companies', filters }), 'http://localhost');
    expect(url.pathname).toBe('/dashboard/companies');
    expect(readSearchParams(url.searchParams).filters).toEqual(filters);
  });

  it('opens the employee search for a saved employee search', () => {
    const url = savedSearchUrl({ entity: 'companies_employees', filters: [filters[3]!] });
    expect(url.startsWith('/dashboard/employees?filters=')).toBe(true);
  });
});
