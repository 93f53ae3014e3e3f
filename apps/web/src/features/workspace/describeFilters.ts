import {
  GROUP_INDICATOR,
  type Lang,
  type PerformanceIndicator,
  parseEventFilter,
  RANGE_INDICATORS,
} from '@fd/contract';
import type { TFunction } from 'i18next';
import { formatIsoDate } from '../../i18n/dates';

/** A saved filter as stored: like a performance indicator, with the operator as plain text. */
export interface StoredFilter {
  indicator: PerformanceIndicator['indicator'];
  operator: string;
  values: readonly (string | number)[];
}

const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

function numberText(value: string, locale: string): string {
  const number = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(number) ? number.toLocaleString(locale) : value;
}

function label(indicator: string, t: TFunction): string {
  const own = t('workspace.savedSearches.filterSummary.labels', { returnObjects: true });
  if (indicator in own) return own[indicator as keyof typeof own];
  const shared = t('search.indicators', { returnObjects: true });
  return indicator in shared ? shared[indicator as keyof typeof shared] : indicator;
}

/** 'Geschäftsleitung bestellt, Prokura erteilt · Letzte 90 Tage' (or 'von … bis …'). */
function eventText(values: readonly string[], t: TFunction, lang: Lang): string {
  const parsed = parseEventFilter(values);
  if ('problem' in parsed) return values.join(', ');
  const types = parsed.types.map((type) => t(`timeline.types.${type}`)).join(', ');
  const window =
    'lastDays' in parsed.window
      ? t('search.filters.event.lastDays', { count: parsed.window.lastDays })
      : t('workspace.savedSearches.filterSummary.range', {
          min: formatIsoDate(parsed.window.from, lang),
          max: formatIsoDate(parsed.window.to, lang),
        });
  return `${types} · ${window}`;
}

function valueText(indicator: string, values: readonly string[], t: TFunction, lang: Lang): string {
  if (indicator === 'event') return eventText(values, t, lang);
  if (indicator === GROUP_INDICATOR) return values[1] || `#${values[0] ?? ''}`;
  if (indicator === 'radius') {
    return t('workspace.savedSearches.filterSummary.radiusValue', { value: values[0] ?? '' });
  }
  if (RANGE_INDICATORS.has(indicator)) {
    const [min = '', max = ''] = values.map((value) => (value ? numberText(value, LOCALE[lang]) : ''));
    if (min && max) return t('workspace.savedSearches.filterSummary.range', { min, max });
    if (min) return t('workspace.savedSearches.filterSummary.min', { min });
    return t('workspace.savedSearches.filterSummary.max', { max });
  }
  const choices = t('search.choices', { returnObjects: true });
  const countries = t('countries', { returnObjects: true });
  return values
    .map((value) =>
      value in choices
        ? choices[value as keyof typeof choices]
        : value in countries
          ? countries[value as keyof typeof countries]
          : value,
    )
    .join(', ');
}

/** 'Umsatz: 1.000.000 bis 5.000.000' for each filter of a (saved) search, in the UI language. */
export function describeFilters(filters: readonly StoredFilter[], t: TFunction, lang: Lang): string[] {
  const operators = t('search.filters.operators', { returnObjects: true });
  return filters.map((filter) => {
    const values = filter.values.map(String);
    const text = `${label(filter.indicator, t)}: ${valueText(filter.indicator, values, t, lang)}`;
    const operator =
      filter.operator in operators ? operators[filter.operator as keyof typeof operators] : null;
    return filter.operator !== 'must' && operator ? `${text} (${operator})` : text;
  });
}
