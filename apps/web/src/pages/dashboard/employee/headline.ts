import type { Employee } from '@fd/contract';

/**
 * Whether the profile headline says more than the role line above it. Many headlines only repeat
 * it ('Controller bei Muster GmbH'); those are not shown twice.
 */
export function headlineAddsInformation(
  employee: Pick<Employee, 'headline' | 'title' | 'company_name'>,
): boolean {
  if (!employee.headline) return false;
  const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  const headline = normalise(employee.headline.replace(/\s(bei|at)\s/i, ' '));
  const role = normalise([employee.title, employee.company_name].filter(Boolean).join(' '));
  return headline !== role && headline !== normalise(employee.title);
}

/**
 * A headline in the UI language: 'Controllerin bei Muster GmbH' reads 'Controller at Muster
 * GmbH' in English; in 'Title | skill | skill' the title is translated.
 */
export function localHeadline(
  headline: string,
  terms: { position: (value: string) => string },
  at: string,
): string {
  const employer = /^(.+?)\s(?:bei|at)\s(.+)$/.exec(headline);
  if (employer?.[1] && employer[2]) return `${terms.position(employer[1])} ${at} ${employer[2]}`;
  const [title, ...rest] = headline.split(' | ');
  return [terms.position(title ?? ''), ...rest].join(' | ');
}
