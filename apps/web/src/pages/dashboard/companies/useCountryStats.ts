import { COUNTRIES, type CountryName } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../features/api/queryKeys';
import { fetchCountryStats } from '../../../features/api/search';

export type CountryCounts = Record<CountryName, number>;

/** The card's order (the product's: Austria, Switzerland, Germany). */
export const CARD_COUNTRIES: readonly CountryName[] = ['Austria', 'Switzerland', 'Germany'];

function isCountry(value: string): value is CountryName {
  return (COUNTRIES as readonly string[]).includes(value);
}

async function loadCountryCounts(signal: AbortSignal): Promise<CountryCounts> {
  const { stats } = await fetchCountryStats(signal);
  const counts: CountryCounts = { Austria: 0, Germany: 0, Switzerland: 0 };
  for (const row of stats) if (isCountry(row.address_country)) counts[row.address_country] = row.cnt;
  return counts;
}

/** Companies per country; a failed load is only logged and the card keeps loading (the product's behaviour). */
export function useCountryStats(): CountryCounts | null {
  const query = useQuery({
    queryKey: queryKeys.countryStats(),
    queryFn: ({ signal }) => loadCountryCounts(signal),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Country statistics could not be loaded', error);
  }, [error]);
  return query.data ?? null;
}
