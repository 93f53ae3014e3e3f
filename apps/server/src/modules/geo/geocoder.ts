import { foldToken, tokenize } from '@fd/contract';
import type { GazetteerRepository, Place } from '../../store/types';

const MAX_CITY_WORDS = 4;
const POSTCODE = /\b(\d{4,5})\b/;

/**
 * Geocodes a DACH address from the built-in gazetteer (decisions.md): a postcode, a city, or a
 * street in a city. No outside service is asked.
 */
export class Geocoder {
  private cities: Set<string> | null = null;

  constructor(private readonly gazetteer: GazetteerRepository) {}

  /** The longest city name inside the text, as word sequence: 'frankfurt am main' before 'frankfurt'. */
  private findCity(words: string[]): { name: string; start: number } | null {
    this.cities ??= new Set(this.gazetteer.cityNames());
    let best: { name: string; start: number; length: number } | null = null;
    for (let start = 0; start < words.length; start++) {
      for (let length = Math.min(MAX_CITY_WORDS, words.length - start); length >= 1; length--) {
        const name = words.slice(start, start + length).join(' ');
        if (this.cities.has(name) && (!best || length > best.length)) best = { name, start, length };
      }
    }
    return best;
  }

  geocode(address: string): Place | null {
    const words = tokenize(address).map(foldToken);
    const city = this.findCity(words.filter((word) => !/^\d+$/.test(word)));
    const postcode = POSTCODE.exec(address)?.[1];
    if (postcode) {
      const place = this.gazetteer.postcode(postcode, city?.name ?? null) ?? this.gazetteer.postcode(postcode, null);
      if (place) return place;
    }
    if (!city) return null;
    // What stands before the city (minus house numbers and postcode) is read as the street.
    const beforeCity = address.split(',')[0]?.replace(/\b\d+\s*[a-z]?\b/gi, '').trim() ?? '';
    const streetIsCity = tokenize(beforeCity).map(foldToken).join(' ') === city.name;
    if (beforeCity.length > 3 && !streetIsCity && address.includes(',')) {
      const street = this.gazetteer.street(beforeCity, city.name);
      if (street) return street;
    }
    return this.gazetteer.city(city.name);
  }
}
