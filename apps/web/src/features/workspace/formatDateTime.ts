import type { Lang } from '@fd/contract';

const LOCALE: Record<Lang, string> = { de: 'de-AT', en: 'en-GB' };
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
