import { type DataTerms, dataTerms } from '@fd/contract';
import { useMemo } from 'react';
import { useLang } from '../../i18n/useLang';
import { useCountryLabel } from './useCountryLabel';

export type { DataTerms };

export function useDataTerms(): DataTerms {
  const lang = useLang();
  const country = useCountryLabel();
  return useMemo(() => dataTerms(lang, country), [lang, country]);
}
