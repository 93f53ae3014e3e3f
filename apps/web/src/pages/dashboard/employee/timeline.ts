/**
 * Career strings of an employee: entries separated by ' / ',
 *   experience: 'title at company in YYYY - YYYY|Present'
 *   education:  'title in YYYY - YYYY|Present'
 * Entries that do not follow the format are kept as plain titles rather than dropped.
 */

export interface Period {
  startYear: number | null;
  /** null while the entry is current ('Present') or when the period is unknown. */
  endYear: number | null;
  current: boolean;
}

export interface ExperienceEntry extends Period {
  title: string;
  company: string | null;
}

export interface EducationEntry extends Period {
  /** The degree or qualification ('M.Sc. Data Science'). */
  title: string;
  /** The school, when the title names one after a comma ('Universität Mannheim'). */
  institution: string | null;
}

const ENTRY_SEPARATOR = ' / ';
const PERIOD = /^(.*?)\s+in\s+(\d{4})\s*[-–]\s*(\d{4}|present)\s*$/i;
const NO_PERIOD: Period = { startYear: null, endYear: null, current: false };

function entries(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(ENTRY_SEPARATOR)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Splits 'what in 2018 - Present' into 'what' and its period. */
export function splitPeriod(entry: string): { text: string; period: Period } {
  const match = PERIOD.exec(entry);
  if (!match) return { text: entry, period: NO_PERIOD };
  const [, text = '', start = '', end = ''] = match;
  const current = end.toLowerCase() === 'present';
  return {
    text: text.trim(),
    period: { startYear: Number(start), endYear: current ? null : Number(end), current },
  };
}

export function parseExperience(text: string | null | undefined): ExperienceEntry[] {
  return entries(text).map((entry) => {
    const { text: role, period } = splitPeriod(entry);
    const at = role.indexOf(' at ');
    return at > 0
      ? { title: role.slice(0, at).trim(), company: role.slice(at + 4).trim() || null, ...period }
      : { title: role, company: null, ...period };
  });
}

export function parseEducation(text: string | null | undefined): EducationEntry[] {
  return entries(text).map((entry) => {
    const { text: title, period } = splitPeriod(entry);
    const comma = title.lastIndexOf(', ');
    return comma > 0
      ? { title: title.slice(0, comma).trim(), institution: title.slice(comma + 2).trim() || null, ...period }
      : { title, institution: null, ...period };
  });
}

/** Skills are ' / '-separated as well. */
export function parseSkills(text: string | null | undefined): string[] {
  return [...new Set(entries(text))];
}
