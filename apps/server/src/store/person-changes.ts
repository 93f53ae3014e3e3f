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

/**
 * The statement that keeps an accepted correction of a company field for each source record of
 * the company (docs/decisions/197), on either engine. A second correction of the same field keeps
 * the source's value of the first. Parameters: field, value, source value, time, company id.
 */
export function keepCorrection(engine: 'sqlite' | 'postgres'): string {
  const [field, value, sourceValue, at, company] =
    engine === 'postgres' ? ['$1', '$2', '$3', '$4', '$5'] : ['?', '?', '?', '?', '?'];
  return `INSERT INTO company_corrections (source, source_id, field, value, source_value, corrected_at)
    SELECT source, source_id, ${field}, ${value}, ${sourceValue}, ${at} FROM company_sources WHERE company_id = ${company}
    ON CONFLICT (source, source_id, field) DO UPDATE SET value = excluded.value, corrected_at = excluded.corrected_at`;
}
