/**
 * The one module that writes dates and times for the UI, with Intl in the UI language:
 * '19.12.2007' in German, '19/12/2007' in English; local times as '14:05'.
 */
import type { Lang } from '@fd/contract';

const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

function formatUtcDay(date: Date, lang: Lang): string {
  return date.toLocaleDateString(LOCALE[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'yyyy-mm-dd' (the API's dates) as '19.12.2007' / '19/12/2007'; the input itself if it is no date. */
export function formatIsoDate(iso: string | null | undefined, lang: Lang): string | null {
  if (!iso) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return formatUtcDay(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))), lang);
}

/** A financial report date (dd/mm/yyyy, as the API sends it) in the UI language. */
export function formatReportDate(reportDate: string, lang: Lang): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(reportDate);
  if (!match) return reportDate;
  return formatUtcDay(new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]))), lang);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A timestamp, or a plain 'yyyy-mm-dd' read as that calendar day (not as UTC midnight). */
function parse(iso: string): Date | null {
  const day = DATE_ONLY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO timestamp or date as local date: '21.11.2026' / '21/11/2026'. */
export function formatDay(iso: string, lang: Lang): string {
  const date = parse(iso);
  return date
    ? date.toLocaleDateString(LOCALE[lang], { day: '2-digit', month: '2-digit', year: 'numeric' })
    : iso;
}

/** An ISO timestamp as local time of day: '14:05'. */
export function formatTime(iso: string, lang: Lang): string {
  const date = parse(iso);
  return date ? date.toLocaleTimeString(LOCALE[lang], { hour: '2-digit', minute: '2-digit' }) : iso;
}

/** An ISO timestamp as local date and time ('21.11.2026, 14:05'); a plain date stays a date. */
export function formatDateTime(iso: string, lang: Lang): string {
  if (DATE_ONLY.test(iso)) return formatDay(iso, lang);
  return parse(iso) ? `${formatDay(iso, lang)}, ${formatTime(iso, lang)}` : iso;
}

/** A date with other Intl options (a clock, a month and year) in the UI language. */
export function formatDateWith(date: Date, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  return date.toLocaleDateString(LOCALE[lang], options);
}

/** A source's date, short and unambiguous: '12.03.2026' / '12 Mar 2026' (plain days read as that day). */
export function formatSourceDate(iso: string, lang: Lang): string {
  const date = parse(iso);
  if (!date) return iso;
  return lang === 'de'
    ? date.toLocaleDateString(LOCALE.de, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : date.toLocaleDateString(LOCALE.en, { day: 'numeric', month: 'short', year: 'numeric' });
}
