import { describe, expect, it } from 'vitest';
import type { GazetteerRepository, Place } from '../../store/types';
import { Geocoder } from './geocoder';

/** A gazetteer of a few places, enough to tell postcodes, cities and streets apart. */
function fakeGazetteer(): GazetteerRepository {
  const postcodes = [
    { postcode: '1010', city: 'wien', label: '1010 Wien, Austria' },
    { postcode: '1010', city: 'lausanne', label: '1010 Lausanne, Switzerland' },
    { postcode: '06261', city: 'halle saale', label: '06261 Halle (Saale), Germany' },
    { postcode: '10115', city: 'berlin', label: '10115 Berlin, Germany' },
  ];
  const cities = ['wien', 'lausanne', 'halle', 'halle saale', 'berlin', 'frankfurt am main', 'ulm'];
  const place = (label: string): Place => {
    const [name, country] = label.includes(', ')
      ? [label.slice(0, label.lastIndexOf(', ')), label.slice(label.lastIndexOf(', ') + 2)]
      : [label, 'Austria'];
    return { label, name: name!, country: country!, latitude: 48, longitude: 16 };
  };
  return {
    postcode: async (postcode, city) => {
      const found = postcodes.find(
        (entry) => entry.postcode === postcode && (city === null || entry.city === city),
      );
      return found ? place(found.label) : null;
    },
    city: async (name) => (cities.includes(name) ? place(`city ${name}`) : null),
    street: async (street, city) => (street.startsWith('Tannenstr') ? place(`${street}, ${city}`) : null),
    cityNames: async () => cities,
  };
}

describe(Geocoder.name, () => {
  const geocode = async (address: string) =>
    (await new Geocoder(fakeGazetteer()).geocode(address))?.label ?? null;

  it.each([
    ['1010 Wien', '1010 Wien, Austria'],
    ['A-1010 Wien', '1010 Wien, Austria'],
    ['1010 Lausanne', '1010 Lausanne, Switzerland'],
    ['Hauptstraße 5, 10115 Berlin', '10115 Berlin, Germany'],
    ['Hauptstraße 5 10115 Berlin', '10115 Berlin, Germany'],
    ['10115', '10115 Berlin, Germany'],
  ])('finds the postcode in %s', async (address, label) => {
    expect(await geocode(address)).toBe(label);
  });

  it('takes a postcode typed before a city spelt unlike the register', async () => {
    expect(await geocode('06261 Halle')).toBe('06261 Halle (Saale), Germany');
  });

  it('does not take a four-digit house number for a postcode in another country', async () => {
    expect(await geocode('Tannenstraße 1010, Berlin')).toBe('Tannenstraße, berlin');
    expect(await geocode('Goethestraße 1010 Berlin')).toBe('city berlin');
    expect(await geocode('Hauptstraße 1010, 10115 Berlin')).toBe('10115 Berlin, Germany');
  });

  it('finds the longest city name in the text', async () => {
    expect(await geocode('Frankfurt am Main')).toBe('city frankfurt am main');
    expect(await geocode('Halle Saale')).toBe('city halle saale');
  });

  it('finds a street in a city', async () => {
    expect(await geocode('Tannenstraße 12, Berlin')).toBe('Tannenstraße, berlin');
  });

  it('finds nothing for a place it does not know', async () => {
    expect(await geocode('Qwertzhausen 99999')).toBeNull();
    expect(await geocode('Atlantis')).toBeNull();
  });

  it('takes a short input only when it is exactly a known place or a postcode', async () => {
    const exact = async (text: string) =>
      (await new Geocoder(fakeGazetteer()).exactPlace(text))?.label ?? null;
    expect(await exact('Ulm')).toBe('city ulm');
    expect(await exact(' ULM ')).toBe('city ulm');
    expect(await exact('1010')).toBe('1010 Wien, Austria');
    expect(await exact('Ber')).toBeNull();
    expect(await exact('Ul')).toBeNull();
    expect(await exact('101')).toBeNull();
  });
});
