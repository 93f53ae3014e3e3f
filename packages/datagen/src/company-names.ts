/** Company names from surnames, places and industry words in patterns found in DACH registers. */
import { Flag, type IndustryInfo } from './industries';
import type { LegalForm } from './legal-forms';
import type { City } from './places';
import { type Rng, SkewedPicker } from './random';
import { AT, CH, GENERIC_REGION_NAMES, regionalAdjectives, regionNames } from './regions';
import {
  BRAND_HEADS,
  BRAND_TAILS,
  DISTRICTS,
  ENGLISH_WORDS,
  EXTENSIONS,
  FAMILY_PATTERNS,
  HOLDING_WORDS,
  HOSPITALITY_NAMES,
  HOTEL_NAMES,
  INITIAL_LETTERS,
  ITALIAN_RESTAURANTS,
  PHARMACY_NAMES,
  PLAIN_EXTENSIONS,
  VEREIN_PATTERNS,
  VIENNA_DISTRICTS,
} from './vocab-companies';
import { FEMALE_FIRST, MALE_FIRST, SURNAMES_AT, SURNAMES_CH, SURNAMES_DE } from './vocab-people';

function district(rng: Rng, city: City): string {
  return rng.pick(city.name === 'Wien' ? VIENNA_DISTRICTS : DISTRICTS);
}

const SURNAMES = [SURNAMES_DE, SURNAMES_AT, SURNAMES_CH];
const SURNAME_PICKERS = SURNAMES.map((list) => new SkewedPicker(list, 1.08));
const FIRST_PICKERS = [new SkewedPicker(MALE_FIRST, 1.3), new SkewedPicker(FEMALE_FIRST, 1.3)];

/** A surname typical for the country, occasionally one from a neighbour. */
export function surname(rng: Rng, country: number): string {
  return SURNAME_PICKERS[rng.chance(0.85) ? country : rng.int(3)].pick(rng);
}

export function firstName(rng: Rng, female: boolean): string {
  return FIRST_PICKERS[female ? 1 : 0].pick(rng);
}

export interface NameParts {
  /** Name without the legal-form suffix. */
  stem: string;
  /** The person surname in the name, if any (owners of sole proprietorships carry it). */
  surname: string | null;
}

function brand(rng: Rng): string {
  const head = rng.pick(BRAND_HEADS);
  let tail = rng.pick(BRAND_TAILS);
  if (tail === head) tail = 'Works';
  return rng.chance(0.55) ? head + tail : head + tail.toLowerCase();
}

function initials(rng: Rng): string {
  const n = rng.chance(0.65) ? 2 : 3;
  let s = '';
  for (let i = 0; i < n; i++) s += INITIAL_LETTERS[rng.skewed(INITIAL_LETTERS.length, 1.2)];
  return s;
}

function placeWord(rng: Rng, city: City): string {
  const r = rng.next();
  if (r < 0.5) return rng.pick(regionNames(city.country, city.state));
  if (r < 0.92) return city.adj ?? city.short;
  return rng.pick(GENERIC_REGION_NAMES);
}

function word(rng: Rng, ind: IndustryInfo): string {
  return ind.words[rng.skewed(ind.words.length, 1.1)];
}

/** 'Müller Immobilien', 'Thomas Müller Immobilien', 'Immobilien Müller', 'Müller Immobilien Leipzig' … */
function surnameWord(rng: Rng, sur: string, ind: IndustryInfo, city: City, form: LegalForm): string {
  const w = word(rng, ind);
  const base = `${sur} ${w}`;
  const r = rng.next();
  if (r < 0.42) return base;
  if (r < 0.56) return `${firstName(rng, rng.chance(0.3))} ${base}`;
  if (r < 0.66) return `${w} ${sur}`;
  if (r < 0.82) return `${base} ${city.short}`;
  const capital = form.kind === 'capital' || form.kind === 'stock' || form.kind === 'gmbhco';
  return `${base} ${rng.pick(capital ? EXTENSIONS : PLAIN_EXTENSIONS)}`;
}

function tradeName(rng: Rng, ind: IndustryInfo, city: City, sur: string, sole: boolean): string {
  const country = city.country;
  let trade = rng.pick(ind.trades);
  if (trade === 'Tischlerei' && country === CH) trade = 'Schreinerei';
  if (trade === 'Fleischerei' && country === AT) trade = 'Fleischhauerei';
  if (ind.words[0] === 'Apotheke' && sole && rng.chance(0.7))
    return `${rng.pick(PHARMACY_NAMES)}-Apotheke ${rng.chance(0.5) ? `Inh. ${firstName(rng, rng.chance(0.5))} ${sur}` : city.short}`;
  if (ind.words[0] === 'Apotheke') return `Sanitätshaus ${sur}`;
  if (ind.profile === 'hospitality' && rng.chance(0.6)) {
    const names =
      trade === 'Pizzeria' ? ITALIAN_RESTAURANTS : trade === 'Hotel' ? HOTEL_NAMES : HOSPITALITY_NAMES;
    const base = `${trade} ${rng.pick(names)}`;
    return rng.chance(0.6) ? `${base} ${city.short}` : base;
  }
  return rng.chance(0.75) ? `${trade} ${sur}` : `${trade} ${firstName(rng, rng.chance(0.3))} ${sur}`;
}

function coopName(rng: Rng, ind: IndustryInfo, city: City): string {
  const place = rng.chance(0.6) ? city.short : rng.pick(regionNames(city.country, city.state));
  switch (ind.profile) {
    case 'bank':
      if (city.country === CH) return `Raiffeisenbank ${place}`;
      return rng.chance(0.5)
        ? `Raiffeisenbank ${place}`
        : rng.chance(0.6)
          ? `Volksbank ${place}`
          : `VR-Bank ${place}`;
    case 'realestate':
      return city.country === CH
        ? `Wohnbaugenossenschaft ${place}`
        : rng.chance(0.6)
          ? `Wohnungsbaugenossenschaft ${place}`
          : `Bauverein ${place}`;
    case 'agri':
      return ind.words[0] === 'Weingut' ? `Winzergenossenschaft ${place}` : `Agrargenossenschaft ${place}`;
    case 'energy':
      return rng.chance(0.5) ? `Bürgerenergie ${place}` : `Energiegenossenschaft ${place}`;
    case 'retail':
      return `Einkaufsgenossenschaft ${place}`;
    default:
      return `${word(rng, ind)} ${place}`;
  }
}

function bigName(rng: Rng, ind: IndustryInfo, city: City, sur: string, foundedYear: number): NameParts {
  const adjectives = regionalAdjectives(city.country, city.state);
  const adj = city.adj !== null && rng.chance(0.4) ? city.adj : rng.pick(adjectives);
  const w = ind.words[0];
  const r = rng.next();
  switch (ind.profile) {
    case 'bank':
      if (r < 0.4) return { stem: `${adj} ${rng.chance(0.5) ? 'Bank' : 'Kreditbank'}`, surname: null };
      if (r < 0.7) return { stem: `Bankhaus ${sur}`, surname: sur };
      return { stem: `${rng.pick(regionNames(city.country, city.state))} Bank`, surname: null };
    case 'insurance':
      if (r < 0.6) return { stem: `${adj} ${rng.pick(ind.words)}`, surname: null };
      return { stem: `${rng.pick(regionNames(city.country, city.state))} Versicherung`, surname: null };
    case 'energy':
      if (r < 0.45)
        return {
          stem: city.country === CH ? `Elektrizitätswerk ${city.short}` : `Stadtwerke ${city.short}`,
          surname: null,
        };
      return { stem: `${adj} ${rng.chance(0.5) ? 'Energie' : 'Energieversorgung'}`, surname: null };
    case 'holding':
      if (r < 0.55) return { stem: `${sur} ${rng.chance(0.6) ? 'Holding' : 'Gruppe'}`, surname: sur };
      return { stem: `${foundedYear >= 1985 ? brand(rng) : placeWord(rng, city)} Holding`, surname: null };
    case 'health':
      return { stem: `${rng.chance(0.5) ? 'Kliniken' : 'Klinikum'} ${city.short}`, surname: null };
    default:
      break;
  }
  if (r < 0.25)
    return (ind.flags & Flag.Big) !== 0
      ? { stem: `${adj} ${w}`, surname: null }
      : { stem: `${sur} ${w}`, surname: sur };
  if (r < 0.45) return { stem: `${sur} ${w}`, surname: sur };
  if (r < 0.58 && (ind.flags & Flag.Big) !== 0) return { stem: `${sur}-Werke`, surname: sur };
  if (r < 0.7) return { stem: `${sur} Gruppe`, surname: sur };
  if (r < 0.8) return { stem: `${sur} & ${surname(rng, city.country)}`, surname: sur };
  if (r < 0.9 || foundedYear < 1985) return { stem: `${placeWord(rng, city)} ${w}`, surname: null };
  return { stem: brand(rng), surname: null };
}

/**
 * The stem of a company name. tier: 0 = ordinary, 1 = top 1 %, 2 = the largest companies.
 */
export function companyStem(
  rng: Rng,
  ind: IndustryInfo,
  form: LegalForm,
  city: City,
  tier: number,
  foundedYear: number,
): NameParts {
  const country = city.country;
  const sur = surname(rng, country);
  if (form.kind === 'verein') {
    const place =
      (city.pop > 100000 || city.name === 'Wien') && rng.chance(0.7)
        ? `${city.short}-${district(rng, city)}`
        : rng.chance(0.8)
          ? city.short
          : rng.pick(regionNames(country, city.state));
    return { stem: `${rng.pick(VEREIN_PATTERNS)} ${place}`, surname: null };
  }
  if (form.kind === 'coop') return { stem: coopName(rng, ind, city), surname: null };
  if (tier === 2) return bigName(rng, ind, city, sur, foundedYear);

  const f = ind.flags;
  const sole = form.kind === 'sole';
  if (ind.profile === 'holding' && !sole) {
    const r = rng.next();
    if (r < 0.22) return { stem: `${sur} ${rng.pick(HOLDING_WORDS)}`, surname: sur };
    if (r < 0.47) return { stem: `${initials(rng)} ${rng.pick(HOLDING_WORDS)}`, surname: null };
    if (r < 0.62) return { stem: surnameWord(rng, sur, ind, city, form), surname: sur };
    if (r < 0.8)
      return { stem: `${firstName(rng, rng.chance(0.3))} ${sur} ${rng.pick(HOLDING_WORDS)}`, surname: sur };
    if (r < 0.88) return { stem: `${sur} ${rng.pick(HOLDING_WORDS)} ${city.short}`, surname: sur };
    return {
      stem: `${foundedYear >= 1985 ? brand(rng) : placeWord(rng, city)} ${rng.chance(0.5) ? 'Holding' : 'Capital'}`,
      surname: null,
    };
  }

  const wTrade = ind.trades.length > 0 && (f & Flag.Trade) !== 0 ? (sole ? 45 : 22) : 0;
  const wPartner = (f & Flag.Partner) !== 0 && !sole ? 18 : 0;
  const wPlace = sole ? 0 : (f & Flag.Place) !== 0 ? 13 : 3;
  const wBrand = sole || foundedYear < 1985 ? 0 : (f & Flag.Brand) !== 0 ? (tier === 1 ? 12 : 18) : 2;
  const wInitials = sole ? 0 : 5;
  const wFamily = sole ? 0 : tier === 1 || foundedYear < 1960 ? 6 : 2.5;
  const wPair = sole ? 0 : 6;
  const wFirst = sole ? 25 : 4;
  const wSurname = 32;
  let x =
    rng.next() * (wTrade + wPartner + wPlace + wBrand + wInitials + wFamily + wPair + wFirst + wSurname);

  x -= wSurname;

  if (x < 0) return { stem: surnameWord(rng, sur, ind, city, form), surname: sur };
  x -= wTrade;
  if (x < 0) return { stem: tradeName(rng, ind, city, sur, sole), surname: sur };
  x -= wPartner;
  if (x < 0) {
    const other = rng.chance(0.4) ? ` & ${surname(rng, country)}` : '';
    return { stem: `${sur}${other} & Partner ${word(rng, ind)}`, surname: sur };
  }
  x -= wPlace;
  if (x < 0) {
    const r = rng.next();
    if (r < 0.45) return { stem: `${placeWord(rng, city)} ${word(rng, ind)}`, surname: null };
    if (r < 0.8) {
      const quarter = city.pop > 150000 && rng.chance(0.5) ? ` ${district(rng, city)}` : '';
      return { stem: `${word(rng, ind)} ${city.short}${quarter}`, surname: null };
    }
    return { stem: `${word(rng, ind)} ${rng.pick(regionNames(country, city.state))}`, surname: null };
  }
  x -= wBrand;
  if (x < 0) {
    const tail = rng.chance(0.55) ? rng.pick(ENGLISH_WORDS) : word(rng, ind);
    return { stem: rng.chance(0.85) ? `${brand(rng)} ${tail}` : brand(rng), surname: null };
  }
  x -= wInitials;
  if (x < 0) return { stem: `${initials(rng)} ${word(rng, ind)}`, surname: null };
  x -= wFamily;
  if (x < 0) {
    const pattern = rng.pick(FAMILY_PATTERNS).replace('{s}', sur);
    return { stem: rng.chance(0.5) ? `${pattern} ${word(rng, ind)}` : pattern, surname: sur };
  }
  x -= wPair;
  if (x < 0) {
    const other = surname(rng, country);
    const sep = rng.chance(0.8) ? ' & ' : ' + ';
    return {
      stem: rng.chance(0.6) ? `${sur}${sep}${other} ${word(rng, ind)}` : `${sur}${sep}${other}`,
      surname: sur,
    };
  }
  const first = firstName(rng, rng.chance(0.3));
  if (country !== AT && country !== CH && sole && rng.chance(0.3))
    return { stem: `${first} ${sur}`, surname: sur };
  return {
    stem: rng.chance(0.5) ? `${first} ${sur} ${word(rng, ind)}` : `${word(rng, ind)} ${first} ${sur}`,
    surname: sur,
  };
}

/** Adds the legal-form suffix unless the stem already names the form ('… Genossenschaft'). */
export function withSuffix(stem: string, form: LegalForm): string {
  if (form.suffix === '') return stem;
  if (form.suffix === ' Genossenschaft' && stem.toLowerCase().includes('genossenschaft')) return stem;
  return stem + form.suffix;
}
