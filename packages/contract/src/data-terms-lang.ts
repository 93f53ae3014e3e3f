/**
 * The data's values (German in the dataset) in a reader's language, for the web app's pages
 * and the server's exports and documents alike; unknown values pass through.
 */
import {
  CITY_NAMES_EN,
  GERMAN_COUNTRY_NAMES,
  INSOLVENCY_STATUS_EN,
  partyNameEn,
  positionEn,
  REGION_NAMES_EN,
  REPRESENTATION_EN,
  SKILL_NAMES_EN,
} from './data-terms';
import type { Lang } from './format';
import { INDUSTRY_NAMES_EN } from './industry-names';

/** The legal statuses the data and corrections write ('Active', ...) per language. */
export const LEGAL_STATUS_NAMES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  de: { Active: 'Aktiv', Inactive: 'Inaktiv', 'In Liquidation': 'In Liquidation' },
  en: { Active: 'Active', Inactive: 'Inactive', 'In Liquidation': 'In liquidation' },
};

/** The dataset's country names ('Austria', ...) in German: the inverse of GERMAN_COUNTRY_NAMES. */
const COUNTRY_NAMES_DE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GERMAN_COUNTRY_NAMES).map(([german, english]) => [english, german]),
);

const lookup = (table: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(table, value) ? (table[value] ?? value) : value;

export interface DataTerms {
  lang: Lang;
  industry: (value: string) => string;
  position: (value: string) => string;
  /** An owner's name that is a generic holder ('Streubesitz', 'Familie Huber'). */
  party: (value: string) => string;
  representation: (value: string) => string;
  insolvency: (value: string) => string;
  skill: (value: string) => string;
  city: (value: string) => string;
  country: (value: string) => string;
  /** A legal status ('Active', 'In Liquidation') as the reader's language writes it. */
  status: (value: string) => string;
  /** 'Vienna, Austria' / 'Wien, Österreich' from the parts that are present. */
  place: (city: string | null | undefined, country: string | null | undefined) => string;
  /** A person's 'City, Region, Country' as the data writes it (German), in the UI language. */
  locality: (value: string) => string;
}

/** Values from the data in `lang`; `country` names the dataset's countries ('Austria', ...) in it. */
export function dataTerms(lang: Lang, country: (value: string) => string): DataTerms {
  const en = lang === 'en';
  const city = (value: string) => (en ? lookup(CITY_NAMES_EN, value) : value);
  return {
    lang,
    industry: (value) => (en ? lookup(INDUSTRY_NAMES_EN, value) : value),
    position: (value) => (en ? positionEn(value) : value),
    party: (value) => (en ? partyNameEn(value) : value),
    representation: (value) => (en ? lookup(REPRESENTATION_EN, value) : value),
    insolvency: (value) => (en ? lookup(INSOLVENCY_STATUS_EN, value) : value),
    skill: (value) => (en ? lookup(SKILL_NAMES_EN, value) : value),
    city,
    country,
    status: (value) => lookup(LEGAL_STATUS_NAMES[lang], value),
    place: (cityName, countryName) =>
      [cityName ? city(cityName) : null, countryName ? country(countryName) : null]
        .filter(Boolean)
        .join(', '),
    locality: (value) => {
      const parts = value.split(', ');
      if (parts.length < 2) return city(value);
      const [first = '', ...rest] = parts;
      const last = rest.pop() ?? '';
      const countryName = country(lookup(GERMAN_COUNTRY_NAMES, last));
      const regions = rest.map((region) => (en ? lookup(REGION_NAMES_EN, region) : region));
      return [city(first), ...regions, countryName].join(', ');
    },
  };
}

/** A dataset country ('Germany') in `lang`: 'Deutschland' in German; other values pass through. */
export function countryName(country: string, lang: Lang): string {
  return lang === 'de' ? lookup(COUNTRY_NAMES_DE, country) : country;
}

/** The data terms of a reader without the web app's catalogue (exports, documents, mails). */
export const dataTermsIn = (lang: Lang): DataTerms =>
  dataTerms(lang, (country) => countryName(country, lang));
