import type { Lang } from '@fd/contract';

const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

function format(date: Date, lang: Lang): string {
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
  return format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))), lang);
}

/** A financial report date (dd/mm/yyyy, spec section 3) in the UI language. */
export function formatReportDate(reportDate: string, lang: Lang): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(reportDate);
  if (!match) return reportDate;
  return format(new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]))), lang);
}
