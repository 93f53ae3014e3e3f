import { describe, expect, it } from 'vitest';
import { filterByText } from './filterByText';

const companies = [
  { name: 'Müller Bau GmbH', place: 'Graz' },
  { name: 'Straßenbau Wien AG', place: 'Wien' },
  { name: 'Alpen Energie', place: 'Innsbruck' },
];
const texts = (entry: (typeof companies)[number]) => [entry.name, entry.place];

describe('filterByText', () => {
  it('matches regardless of case, accents and ß', () => {
    expect(filterByText(companies, 'muller', texts).map((entry) => entry.name)).toEqual(['Müller Bau GmbH']);
    expect(filterByText(companies, 'STRASSENBAU', texts)).toHaveLength(1);
  });

  it('needs every word, in any of the texts', () => {
    expect(filterByText(companies, 'bau graz', texts).map((entry) => entry.name)).toEqual([
      'Müller Bau GmbH',
    ]);
  });

  it('keeps everything for an empty query', () => {
    expect(filterByText(companies, '  ', texts)).toHaveLength(3);
  });
});
