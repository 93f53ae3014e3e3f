/**
 * Formatters shared by server and web, in the product's formats (docs/decisions/180): German
 * readers see '455,7 Mio. €', '965,3 Tsd. €' and 'k. A.', English readers '€455.7M', '€965.3K' and
 * 'N/A'.
 */

export type Lang = 'de' | 'en';

/** A missing figure: 'k. A.' (keine Angabe) in German, 'N/A' in English. */
export function notAvailable(lang: Lang): string {
  return lang === 'de' ? 'k. A.' : 'N/A';
}

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

/** Units of a scaled amount, largest first: [size, German, English]. */
const MONEY_UNITS = [
  [1e9, 'Mrd.', 'B'],
  [1e6, 'Mio.', 'M'],
  [1e3, 'Tsd.', 'K'],
] as const;

/**
 * An amount of money in short form: one decimal with 'Mrd.'/'Mio.'/'Tsd.' ('B'/'M'/'K') from 1,000,
 * whole euros below; an amount that rounds up to 1.000 of a unit takes the next one (999.960 €
 * reads '1,0 Mio. €', never '1.000,0 Tsd. €'). 'k. A.'/'N/A' when missing.
 */
export function formatRevenue(value: number | null | undefined, lang: Lang = 'de'): string {
  if (!isNumber(value)) return notAvailable(lang);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const at = MONEY_UNITS.findIndex(([size]) => abs >= size);
  if (at === -1) return `${sign}${euro(decimal(abs, 0, lang), lang)}`;
  const rounded = (index: number) => Math.round((abs / MONEY_UNITS[index][0]) * 10) / 10;
  const index = at > 0 && rounded(at) >= 1000 ? at - 1 : at;
  const [, de, en] = MONEY_UNITS[index];
  const amount = decimal(rounded(index), 1, lang);
  return lang === 'de' ? `${sign}${amount} ${de} €` : `${sign}€${amount}${en}`;
}

/** Counts in the UI language's number format: '3.600.000' / '3,600,000'. */
export function formatCount(value: number | null | undefined, lang: Lang): string {
  if (!isNumber(value)) return notAvailable(lang);
  return Math.round(value).toLocaleString(lang === 'de' ? 'de-DE' : 'en-US');
}

/** Ratios such as equity ratio and return on sales: one decimal ('12,3 %' / '12.3%'), else 'k. A.'/'N/A'. */
export function formatPercent(value: number | null | undefined, lang: Lang = 'de'): string {
  if (!isNumber(value)) return notAvailable(lang);
  return lang === 'de' ? `${decimal(value, 1, lang)} %` : `${decimal(value, 1, lang)}%`;
}

/** Full euro amounts for tables: '1.234.567 €' / '€1,234,567'. */
export function formatMoney(value: number | null | undefined, lang: Lang = 'de'): string {
  if (!isNumber(value)) return notAvailable(lang);
  return euro(decimal(value, 0, lang), lang);
}

/** The CEO column shows only the text before '('. */
export function ceoName(ceo: string | null | undefined, lang: Lang = 'de'): string {
  const name = ceo?.split('(')[0]?.trim();
  return name ? name : notAvailable(lang);
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
