import type { Employee } from '@fd/contract';

/** Lower case without accents, so 'muller' finds 'Müller' and 'jose' finds 'José'. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** Whether an employee matches every word of the team search (name, title or headline). */
export function matchesTeamQuery(
  employee: Pick<Employee, 'fullName' | 'title' | 'headline'>,
  query: string,
): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([employee.fullName, employee.title, employee.headline ?? ''].join(' '));
  return words.every((word) => haystack.includes(word));
}
