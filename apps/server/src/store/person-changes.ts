import type { PersonRecordChange } from './types';

/**
 * The statement that writes one corrected field of a person's record (docs/decisions/163), on
 * either engine (`$n` placeholders for PostgreSQL, `?` for SQLite). Table and column come from
 * closed unions, never from input; the person must belong to the company the change is written
 * for. Parameters: value, person id, company id.
 */
export function personUpdate(change: PersonRecordChange, engine: 'sqlite' | 'postgres'): string {
  const [value, id, company] = engine === 'postgres' ? ['$1', '$2', '$3'] : ['?', '?', '?'];
  const key = change.table === 'employees' ? 'employee_id' : 'representative_id';
  return `UPDATE ${change.table} SET ${change.column} = ${value} WHERE ${key} = ${id} AND company_id = ${company}`;
}
