import type { Employee } from '@fd/contract';
import { textMatcher } from '../../../../features/workspace/filterByText';

/** Whether an employee matches every word of the team search (name, title or headline). */
export function matchesTeamQuery(
  employee: Pick<Employee, 'fullName' | 'title' | 'headline'>,
  query: string,
): boolean {
  return textMatcher(query)([employee.fullName, employee.title, employee.headline]);
}
