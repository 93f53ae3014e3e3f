/** Small validators for values read from source files: countries, dates, timestamps. */
import type { DachCountry } from './types';

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });
const DACH = new Set(['AT', 'DE', 'CH']);

/** ISO 3166-1 alpha-2 code known to ICU ('XX' and 'ZZ' are not countries). */
const known = new Map<string, boolean>();

export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return false;
  let answer = known.get(code);
  if (answer === undefined) {
    answer = REGIONS.of(code) !== code;
    known.set(code, answer);
  }
  return answer;
}

/** 'DE', 'DE-BY', 'de' → 'DE' when it is one of ours, else null. */
export function dachOf(code: string | null | undefined): DachCountry | null {
  if (!code) return null;
  const country = code.trim().slice(0, 2).toUpperCase();
  if (!DACH.has(country)) return null;
  const rest = code.trim().slice(2);
  return rest === '' || /^-[A-Z0-9]{1,3}$/i.test(rest) ? (country as DachCountry) : null;
}

/** The calendar date as written at the start of an ISO 8601 value ('2007-09-03T00:00:00+02:00' → '2007-09-03'). */
export function toDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? match[0]
    : null;
}

/** ISO 8601 timestamp in UTC, or null when the value is not one. */
export function toTimestamp(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export const orNull = (value: string | null | undefined): string | null => (value ? value : null);
