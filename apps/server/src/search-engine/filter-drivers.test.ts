import { describe, expect, it } from 'vitest';
import { nameFilter } from './filter-drivers';
import type { CompanyRowsSource } from './source';

const names = new Map<number, string>([
  [1, 'Straßenbau Müller GmbH'],
  [2, 'Mueller Strassen KG'],
  [3, 'Bäckerei Weiß'],
]);
const companies = {
  namesOf: (ids: readonly number[]) => ids.flatMap((id) => (names.has(id) ? [[id, names.get(id)!]] : [])),
} as unknown as CompanyRowsSource;
const ids = [1, 2, 3];

describe('name filter on candidates', () => {
  it('folds a query term as every query is folded: ß is ss, umlauts lose their dots', () => {
    expect(nameFilter(companies, { match: [{ terms: ['straßen'], prefix: true }] })(ids)).toEqual([1, 2]);
    expect(nameFilter(companies, { match: [{ terms: ['WEISS'], prefix: false }] })(ids)).toEqual([3]);
    expect(nameFilter(companies, { match: [{ terms: ['müller'], prefix: false }] })(ids)).toEqual([1, 2]);
  });

  it('leaves out the companies a NOT group names', () => {
    const filter = nameFilter(companies, {
      match: [{ terms: ['strassen'], prefix: true }],
      excluding: [{ terms: ['kg'], prefix: false }],
    });
    expect(filter(ids)).toEqual([1]);
  });
});
