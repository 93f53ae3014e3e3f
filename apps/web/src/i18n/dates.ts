/**
 * The one module that reads and writes dates and times for the UI, with Intl in the UI language.
 * Every calendar day on every page is written by `writeDay` (@fd/contract), in the one style per language
 * (docs/decisions/184): '31.12.2024' in German, '31 Dec 2024' in English; local times as '14:05'.
 * Components call a named format from here; none calls toLocaleDateString or Intl.DateTimeFormat itself.
 */
import { DAY_LOCALE, formatIsoDate, formatReportDate, type Lang, writeDay } from '@fd/contract';

export { formatIsoDate, formatReportDate };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A timestamp, or a plain 'yyyy-mm-dd' read as that calendar day (not as UTC midnight). */
function parse(iso: string): Date | null {
  const day = DATE_ONLY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO timestamp or date as its local day: '21.11.2026' / '21 Nov 2026' (plain days read as that day). */
export function formatDay(iso: string, lang: Lang): string {
  const date = parse(iso);
  return date ? writeDay(date, lang) : iso;
}

/** An ISO timestamp as local time of day: '14:05'. */
export function formatTime(iso: string, lang: Lang): string {
  const date = parse(iso);
  return date ? formatClockTime(date, lang) : iso;
}

/** An ISO timestamp as local date and time ('21.11.2026, 14:05' / '21 Nov 2026, 14:05'); a plain date stays a date. */
export function formatDateTime(iso: string, lang: Lang): string {
  if (DATE_ONLY.test(iso)) return formatDay(iso, lang);
  return parse(iso) ? `${formatDay(iso, lang)}, ${formatTime(iso, lang)}` : iso;
}

/** The dashboard clock's date: 'Di., 24. Nov.' / 'Tue 24 Nov'. */
export function formatClockDate(date: Date, lang: Lang): string {
  return date.toLocaleDateString(DAY_LOCALE[lang], { weekday: 'short', day: 'numeric', month: 'short' });
}

/** A moment's local time of day, as the dashboard clock shows it: '14:05'. */
export function formatClockTime(date: Date, lang: Lang): string {
  return date.toLocaleTimeString(DAY_LOCALE[lang], { hour: '2-digit', minute: '2-digit' });
}

/** 'yyyy-mm' as 'Januar 2025' / 'January 2025'. */
export function formatMonthYear(period: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return new Date(Number(match[1]), Number(match[2]) - 1, 1).toLocaleDateString(DAY_LOCALE[lang], {
    month: 'long',
    year: 'numeric',
  });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment as 'yyyy-mm-dd' (a key to group or compare days by). */
export function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An ISO date or timestamp, or a report date 'dd/mm/yyyy', as its day 'yyyy-mm-dd'; null for anything else. */
export function isoDayOf(date: string | null | undefined): string | null {
  if (!date) return null;
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(date);
  if (iso) return iso[0];
  const report = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return report ? `${report[3]}-${report[2]}-${report[1]}` : null;
}
