/** Dates as day numbers (days since 1970-01-01) and a precomputed ISO string table. */

const FIRST_YEAR = 1840;
const LAST_YEAR = 2030;

let isoTable: string[] | null = null;
let yearTable: Int16Array | null = null;
let tableStart = 0;

function build(): void {
  tableStart = Date.UTC(FIRST_YEAR, 0, 1) / 86400000;
  const end = Date.UTC(LAST_YEAR, 11, 31) / 86400000;
  const n = end - tableStart + 1;
  isoTable = new Array<string>(n);
  yearTable = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const iso = new Date((tableStart + i) * 86400000).toISOString().slice(0, 10);
    isoTable[i] = iso;
    yearTable[i] = Number(iso.slice(0, 4));
  }
}

export function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / 86400000;
}

export function isoDate(day: number): string {
  if (isoTable === null) build();
  return isoTable![day - tableStart];
}

export function yearOf(day: number): number {
  if (yearTable === null) build();
  return yearTable![day - tableStart];
}

/** First day of each year, for drawing a uniform day within a year without Date objects. */
export function yearStart(year: number): number {
  // 1970 is day 0; leap years counted arithmetically (valid for 1901–2099 and the Gregorian rule beyond).
  const y = year - 1;
  const leaps = Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) - 477;
  return (year - 1970) * 365 + leaps;
}

export const DAY_2015 = yearStart(2015);
export const DAY_2025 = yearStart(2025);
export const DAY_LIMIT_UPDATED = dayNumber(2026, 11, 1);
/** The reference "today" for ages and 'Present' in CVs. */
export const CURRENT_YEAR = 2025;
