import type { EmployeeCard, EmployeeLookupRepository } from '../types';
import type { SqliteDatabase } from './database';

export function createEmployeeLookupRepository(db: SqliteDatabase): EmployeeLookupRepository {
  const byName = db.prepare(
    'SELECT employee_id FROM employees WHERE full_name = ? ORDER BY employee_id LIMIT 1',
  );
  const nameById = db.prepare('SELECT full_name FROM employees WHERE employee_id = ?');
  const cards =
    db.prepare(`SELECT employee_id, full_name AS fullName, title, company_id, company_name, email, phone
      FROM employees WHERE employee_id IN (SELECT value FROM json_each(?))`);
  return {
    idByFullName: async (fullName) => (byName.pluck().get(fullName) as number | undefined) ?? null,
    nameById: async (employeeId) => (nameById.pluck().get(employeeId) as string | undefined) ?? null,
    async cards(ids) {
      if (ids.length === 0) return [];
      const byId = new Map(
        (cards.all(JSON.stringify(ids)) as EmployeeCard[]).map((row) => [row.employee_id, row]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
