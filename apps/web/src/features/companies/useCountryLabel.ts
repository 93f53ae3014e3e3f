import { COUNTRIES, type CountryName } from '@fd/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

function isCountryName(value: string): value is CountryName {
  return (COUNTRIES as readonly string[]).includes(value);
}

/** Country names of the dataset ('Austria', ...) in the UI language. */
export function useCountryLabel(): (country: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (country: string) => (isCountryName(country) ? t(`countries.${country}`) : country),
    [t],
  );
}
