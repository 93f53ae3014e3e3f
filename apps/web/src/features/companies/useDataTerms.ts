import {
  CITY_NAMES_EN,
  GERMAN_COUNTRY_NAMES,
  INDUSTRY_NAMES_EN,
  INSOLVENCY_STATUS_EN,
  type Lang,
  partyNameEn,
  positionEn,
  REGION_NAMES_EN,
  REPRESENTATION_EN,
  SKILL_NAMES_EN,
} from '@fd/contract';
import { useMemo } from 'react';
import { useLang } from '../../i18n/useLang';
import { useCountryLabel } from './useCountryLabel';

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
  /** 'Vienna, Austria' / 'Wien, Österreich' from the parts that are present. */
  place: (city: string | null | undefined, country: string | null | undefined) => string;
  /** A person's 'City, Region, Country' as the data writes it (German), in the UI language. */
  locality: (value: string) => string;
}

/** Values from the data (German in the dataset) in the UI language; unknown values pass through. */
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

export function useDataTerms(): DataTerms {
  const lang = useLang();
  const country = useCountryLabel();
  return useMemo(() => dataTerms(lang, country), [lang, country]);
}
