/**
 * Formatters shared by server and web, in the product's formats. They take the UI language so that
 * German users see '1,50 M €' style decimals and English users '€1.50M'.
 */

export type Lang = 'de' | 'en';

const NOT_AVAILABLE = 'N/A';

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function decimal(value: number, digits: number, lang: Lang): string {
  return value.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function euro(amount: string, lang: Lang): string {
  return lang === 'de' ? `${amount} €` : `€${amount}`;
}

function scaled(value: number, lang: Lang, below1e6: [number, string] | null): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${decimal(value / 1e9, 2, lang)}B`;
  if (abs >= 1e6) return `${decimal(value / 1e6, 2, lang)}M`;
  if (below1e6 && abs >= below1e6[0]) return `${decimal(value / 1e3, 2, lang)}${below1e6[1]}`;
  return decimal(value, 2, lang);
}

/**
 * Revenue: euro with B at 1e9 or more, M at 1e6 or more, K otherwise (the product's 'K otherwise':
 * 500 € reads '0,50K €'), 2 decimals, 'N/A' if missing.
 */
export function formatRevenue(value: number | null | undefined, lang: Lang = 'de'): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return euro(scaled(value, lang, [0, 'K']), lang);
}

/** Highlights (company page): B, M, K at 1e9, 1e6, 1e3; plain below 1,000. */
export function formatHighlight(value: number | null | undefined, lang: Lang = 'de'): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return euro(scaled(value, lang, [1e3, 'K']), lang);
}

/** Counts in the UI language's number format: '3.600.000' / '3,600,000'. */
export function formatCount(value: number | null | undefined, lang: Lang): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return Math.round(value).toLocaleString(lang === 'de' ? 'de-DE' : 'en-US');
}

/** Ratios such as equity ratio and return on sales: one decimal ('12,3 %' / '12.3%'), else 'N/A'. */
export function formatPercent(value: number | null | undefined, lang: Lang = 'de'): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return lang === 'de' ? `${decimal(value, 1, lang)} %` : `${decimal(value, 1, lang)}%`;
}

/** Full euro amounts for tables: '1.234.567 €' / '€1,234,567'. */
export function formatMoney(value: number | null | undefined, lang: Lang = 'de'): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return euro(decimal(value, 0, lang), lang);
}

/** The CEO column shows only the text before '('. */
export function ceoName(ceo: string | null | undefined): string {
  if (!ceo) return NOT_AVAILABLE;
  const name = ceo.split('(')[0]?.trim();
  return name ? name : NOT_AVAILABLE;
}

/** ISO yyyy-mm-dd → the product's dd/mm/yyyy. */
export function isoToReportDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** dd/mm/yyyy → a sortable number yyyymmdd (for period selectors). */
export function reportDateSortKey(reportDate: string): number {
  const [day, month, year] = reportDate.split('/');
  return Number(`${year}${month}${day}`);
}

/** Year of an ISO or dd/mm/yyyy date, or null. */
export function yearOf(date: string | null | undefined): number | null {
  if (!date) return null;
  const match = /(\d{4})/.exec(date);
  return match ? Number(match[1]) : null;
}

/** 'Street 1, 1010 Wien' from the address parts that are present. */
export function formatAddress(parts: {
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
}): string {
  const place = [parts.address_postcode, parts.address_city].filter(Boolean).join(' ');
  return [parts.address_street, place].filter(Boolean).join(', ');
}
