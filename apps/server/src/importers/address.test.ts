import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGermanAddress } from './address';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

describe('parseGermanAddress', () => {
  it('splits street, postcode and city', () => {
    expect(parseGermanAddress('Waidmannstraße 1, 22769 Hamburg.')).toEqual({
      street: 'Waidmannstraße 1',
      postcode: '22769',
      city: 'Hamburg',
    });
    expect(parseGermanAddress('c/o Kanzlei Roth, Marktplatz 3, 80331 München')).toEqual({
      street: 'c/o Kanzlei Roth, Marktplatz 3',
      postcode: '80331',
      city: 'München',
    });
    expect(parseGermanAddress('60311 Frankfurt am Main')).toEqual({
      street: null,
      postcode: '60311',
      city: 'Frankfurt am Main',
    });
  });

  it('keeps what it cannot split as the street and tolerates missing values', () => {
    expect(parseGermanAddress('Hauptstraße 5')).toEqual({
      street: 'Hauptstraße 5',
      postcode: null,
      city: null,
    });
    expect(parseGermanAddress('')).toEqual({ street: null, postcode: null, city: null });
    expect(parseGermanAddress(null)).toEqual({ street: null, postcode: null, city: null });
  });

  it('never throws and finds a postcode only as five digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseGermanAddress(text);
        expect(parsed.postcode === null || /^\d{5}$/.test(parsed.postcode)).toBe(true);
      }),
    );
  });
});
