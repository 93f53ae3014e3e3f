import { COUNTRIES, type CountryName } from '@fd/contract';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../../features/api/client';
import { fetchCountryStats } from '../../../features/api/search';

export type CountryCounts = Record<CountryName, number>;

/** The card's order (the product's: Austria, Switzerland, Germany). */
export const CARD_COUNTRIES: readonly CountryName[] = ['Austria', 'Switzerland', 'Germany'];

function isCountry(value: string): value is CountryName {
  return (COUNTRIES as readonly string[]).includes(value);
}

/** Companies per country; a failed load is only logged and the card keeps loading (the product's behaviour). */
export function useCountryStats(): CountryCounts | null {
  const [counts, setCounts] = useState<CountryCounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCountryStats(controller.signal)
      .then(({ stats }) => {
        const next: CountryCounts = { Austria: 0, Germany: 0, Switzerland: 0 };
        for (const row of stats) if (isCountry(row.address_country)) next[row.address_country] = row.cnt;
        setCounts(next);
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.error('Country statistics could not be loaded', error);
      });
    return () => controller.abort();
  }, []);
  return counts;
}
