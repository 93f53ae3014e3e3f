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
