/**
 * The one day style per language (docs/decisions/184): '31.12.2024' in German, '31 Dec 2024' in
 * English. The web app's pages and the server's documents and exports write days with it.
 */
import type { Lang } from './format';

export const DAY_LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

const DAY_STYLE: Record<Lang, Intl.DateTimeFormatOptions> = {
  de: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'short', year: 'numeric' },
};

/** Formatters are built once per language: building one per call costs more than the formatting (long timelines). */
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A local calendar day in the language's one day style. */
export function writeDay(date: Date, lang: Lang): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(DAY_LOCALE[lang], DAY_STYLE[lang]);
    dayFormats.set(lang, format);
  }
  return format.format(date);
}

/** A financial report date (dd/mm/yyyy, as the API sends it) in `lang`; anything else as it is. */
export function formatReportDate(reportDate: string, lang: Lang): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(reportDate);
  if (!match) return reportDate;
  return writeDay(new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1])), lang);
}

/** 'yyyy-mm-dd' (the API's dates; a timestamp's date part) as that day; the input itself if it is no date. */
export function formatIsoDate(iso: string | null | undefined, lang: Lang): string | null {
  if (!iso) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return writeDay(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), lang);
}

const MS_PER_DAY = 86_400_000;

/**
 * A 'yyyy-mm-dd' date as its day number (days since 1970-01-01, negative before): how the stores
 * keep an event's effective date (docs/decisions/218).
 */
export const dayNumberOf = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);

/** A day number (days since 1970-01-01) as its 'yyyy-mm-dd' date. */
export const isoDateOfDay = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
