import { DASHBOARD_MIN_QUERY_LENGTH, FILTER_AUTOCOMPLETE_DEBOUNCE_MS, formatCount } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { suggestCompanies } from '../api/companies';
import { suggestEmployeeTitles, suggestIndustries } from '../api/search';
import { useCountryLabel } from '../companies/useCountryLabel';
import type { SuggestionSource } from './indicators';
import { useDebouncedSuggestions } from './useDebouncedSuggestions';

/** A suggestion as a text filter shows it: `value` is what the API matches. */
export interface FilterSuggestion {
  value: string;
  label: string;
  detail: string;
}

/** The three endpoints' rows in one shape. */
interface LoadedSuggestion {
  value: string;
  englishLabel: string | null;
  rowCount: number | null;
  city: string | null;
  country: string | null;
}

const loaded = (value: string, extra: Partial<LoadedSuggestion> = {}): LoadedSuggestion => ({
  value,
  englishLabel: null,
  rowCount: null,
  city: null,
  country: null,
  ...extra,
});

const LOADERS: Record<
  SuggestionSource,
  (keyword: string, signal: AbortSignal) => Promise<LoadedSuggestion[]>
> = {
  industry: async (keyword, signal) =>
    (await suggestIndustries(keyword, signal)).map((row) =>
      loaded(row.gegenstand, { englishLabel: row.label_en, rowCount: row.row_count }),
    ),
  title: async (keyword, signal) =>
    (await suggestEmployeeTitles(keyword, signal)).map((row) =>
      loaded(row.title, { rowCount: row.row_count }),
    ),
  company: async (keyword, signal) =>
    (await suggestCompanies(keyword, signal)).companies.map((row) =>
      loaded(row.company_name, { city: row.address_city, country: row.address_country }),
    ),
};

const noSuggestions = async (): Promise<LoadedSuggestion[]> => [];

/**
 * Autocomplete of industry, employee title and employer filters: from 3 characters on,
 * 300 ms after typing pauses (the product's delay). Industries are matched by their German name.
 */
export function useFilterSuggestions(source: SuggestionSource | null, input: string): FilterSuggestion[] {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const countryLabel = useCountryLabel();
  const rows = useDebouncedSuggestions(input, source !== null, {
    kind: source ?? 'none',
    minLength: DASHBOARD_MIN_QUERY_LENGTH,
    debounceMs: FILTER_AUTOCOMPLETE_DEBOUNCE_MS,
    load: source ? LOADERS[source] : noSuggestions,
  });
  return rows.map((row) => ({
    value: row.value,
    label: i18n.language === 'en' && row.englishLabel ? row.englishLabel : row.value,
    detail:
      row.rowCount !== null
        ? t('search.filters.suggestionCount', {
            count: row.rowCount,
            formatted: formatCount(row.rowCount, lang),
          })
        : [row.city, row.country && countryLabel(row.country)].filter(Boolean).join(', '),
  }));
}
