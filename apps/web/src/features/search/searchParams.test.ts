import { describe, expect, it } from 'vitest';
import {
  advancedSearchParams,
  decodeFilters,
  MAX_RESTORED_PAGES,
  quickSearchParams,
  readSearchParams,
  withPages,
} from './searchParams';

describe('decodeFilters', () => {
  it('reads the JSON array of a filters parameter', () => {
    expect(decodeFilters('[{"indicator":"revenue","operator":"must","values":[1000,""]}]')).toEqual([
      { indicator: 'revenue', operator: 'must', values: ['1000', ''] },
    ]);
  });

  it('gives null for a missing or unreadable parameter', () => {
    expect(decodeFilters(null)).toBeNull();
    expect(decodeFilters('{not json')).toBeNull();
    expect(decodeFilters('{"indicator":"revenue"}')).toBeNull();
  });

  it('drops entries that are not indicators', () => {
    expect(decodeFilters('[{"indicator":"country","operator":"sometimes","values":["Austria"]},42]')).toEqual(
      [],
    );
  });
});

describe('search parameters', () => {
  it('round-trip a quick search with the active switch', () => {
    const params = quickSearchParams({ keyword: ' Müller Bau ', activeOnly: true });
    expect(params.toString()).toBe('search=M%C3%BCller+Bau&active=1');
    expect(readSearchParams(new URLSearchParams(params.toString())).quick).toEqual({
      keyword: 'Müller Bau',
      activeOnly: true,
    });
  });

  it('round-trip an advanced search through a URL-encoded filters parameter', () => {
    const indicators = [
      { indicator: 'address', operator: 'must' as const, values: ['Wien'] },
      { indicator: 'country', operator: 'atleast' as const, values: ['Austria', 'Germany'] },
    ];
    const url = `/dashboard/companies?${advancedSearchParams(indicators)}`;
    expect(url).not.toContain('{');
    expect(readSearchParams(new URL(url, 'http://localhost').searchParams)).toEqual({
      quick: null,
      filters: indicators,
      pages: 1,
      sort: 'relevance',
    });
    const nearest = `/dashboard/companies?${advancedSearchParams(indicators, 'distance')}`;
    expect(readSearchParams(new URL(nearest, 'http://localhost').searchParams).sort).toBe('distance');
    const byRevenue = `/dashboard/companies?${advancedSearchParams(indicators, 'revenue:asc')}`;
    expect(readSearchParams(new URL(byRevenue, 'http://localhost').searchParams).sort).toBe('revenue:asc');
    expect(readSearchParams(new URLSearchParams('filters=%5B%5D&sort=price:asc')).sort).toBe('relevance');
  });

  it('reads no search from an empty query', () => {
    expect(readSearchParams(new URLSearchParams(''))).toEqual({
      quick: null,
      filters: null,
      pages: 1,
      sort: 'relevance',
    });
  });
});

describe('pages shown', () => {
  it('reads the pages of a link, at least 1 and at most the restorable number', () => {
    expect(readSearchParams(new URLSearchParams('search=bau&pages=3')).pages).toBe(3);
    expect(readSearchParams(new URLSearchParams('search=bau')).pages).toBe(1);
    expect(readSearchParams(new URLSearchParams('search=bau&pages=-2')).pages).toBe(1);
    expect(readSearchParams(new URLSearchParams('search=bau&pages=x')).pages).toBe(1);
    expect(readSearchParams(new URLSearchParams('search=bau&pages=999')).pages).toBe(MAX_RESTORED_PAGES);
  });

  it('writes the pages into the search, leaving out a single page', () => {
    expect(String(withPages(new URLSearchParams('search=bau'), 3))).toBe('search=bau&pages=3');
    expect(String(withPages(new URLSearchParams('search=bau&pages=3'), 1))).toBe('search=bau');
  });
});
