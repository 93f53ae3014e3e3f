import { foldToken, tokenize } from '@fd/contract';
import type { GazetteerRepository, Place } from '../../store/types';

const MAX_CITY_WORDS = 4;
const POSTCODE = /^\d{4,5}$/;
/** A part of the address that starts with a postcode: '1010 Wien', 'A-1010 Wien', '68117'. */
const LEADING_POSTCODE = /^\s*(?:[a-z]{1,2}-)?(\d{4,5})\b/i;

/**
 * Numbers that may be the postcode, in the order to try them. `sure` numbers stand where a
 * postcode stands (at the start of a comma-separated part); others merely precede the city.
 * A house number ('Hauptstraße 1010, Berlin') is neither, unless no city is named at all.
 */
function postcodeCandidates(address: string, city: string | null): { postcode: string; sure: boolean }[] {
  const candidates: { postcode: string; sure: boolean }[] = [];
  for (const part of address.split(',')) {
    const leading = LEADING_POSTCODE.exec(part)?.[1];
    if (leading) candidates.push({ postcode: leading, sure: true });
    const words = tokenize(part).map(foldToken);
    words.forEach((word, index) => {
      if (index === 0 || !POSTCODE.test(word)) return;
      const rest = words.slice(index + 1).join(' ');
      if (city === null || rest === city || rest.startsWith(`${city} `))
        candidates.push({ postcode: word, sure: city === null });
    });
  }
  return candidates;
}

/**
 * Geocodes a DACH address from the built-in gazetteer (docs/decisions/072): a postcode, a city, or a
 * street in a city. No outside service is asked.
 */
export class Geocoder {
  private cities: Promise<Set<string>> | null = null;

  constructor(private readonly gazetteer: GazetteerRepository) {}

  /** The longest city name inside the text, as word sequence: 'frankfurt am main' before 'frankfurt'. */
  private cityNames(): Promise<Set<string>> {
    this.cities ??= this.gazetteer.cityNames().then((names) => new Set(names));
    return this.cities;
  }

  /** Reads the city names now (a process's start), not in the first address search. */
  async warmUp(): Promise<void> {
    await this.cityNames();
  }

  private async findCity(words: string[]): Promise<{ name: string; start: number } | null> {
    const cities = await this.cityNames();
    let best: { name: string; start: number; length: number } | null = null;
    for (let start = 0; start < words.length; start++) {
      for (let length = Math.min(MAX_CITY_WORDS, words.length - start); length >= 1; length--) {
        const name = words.slice(start, start + length).join(' ');
        if (cities.has(name) && (!best || length > best.length)) best = { name, start, length };
      }
    }
    return best;
  }

  /**
   * A short input (below MIN_ADDRESS_LENGTH) names a place only when it is exactly a postcode or
   * a known city ('Ulm', 'Hof', 'Zug'); no prefix, street or guess (docs/decisions/185).
   */
  async exactPlace(text: string): Promise<Place | null> {
    const trimmed = text.trim();
    if (POSTCODE.test(trimmed)) return this.gazetteer.postcode(trimmed, null);
    const name = tokenize(trimmed).map(foldToken).join(' ');
    if (!name || !(await this.cityNames()).has(name)) return null;
    return this.gazetteer.city(name);
  }

  async geocode(address: string): Promise<Place | null> {
    const words = tokenize(address).map(foldToken);
    const city = await this.findCity(words.filter((word) => !/^\d+$/.test(word)));
    const candidates = postcodeCandidates(address, city?.name ?? null);
    for (const { postcode } of candidates) {
      const place = await this.gazetteer.postcode(postcode, city?.name ?? null);
      if (place) return place;
    }
    // A postcode typed where a postcode stands wins over a city name spelt unlike the register's.
    for (const { postcode } of candidates.filter((candidate) => candidate.sure)) {
      const place = await this.gazetteer.postcode(postcode, null);
      if (place) return place;
    }
    if (!city) return null;
    // What stands before the city (minus house numbers and postcode) is read as the street.
    const beforeCity =
      address
        .split(',')[0]
        ?.replace(/\b\d+\s*[a-z]?\b/gi, '')
        .trim() ?? '';
    const streetIsCity = tokenize(beforeCity).map(foldToken).join(' ') === city.name;
    if (beforeCity.length > 3 && !streetIsCity && address.includes(',')) {
      const street = await this.gazetteer.street(beforeCity, city.name);
      if (street) return street;
    }
    return this.gazetteer.city(city.name);
  }
}
