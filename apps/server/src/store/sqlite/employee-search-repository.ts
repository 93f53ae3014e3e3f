import type { EmployeeSearchResult } from '@fd/contract';
import { groupsSql, type SqlPart } from '../filter-groups';
import type { EmployeeSearchQuery, EmployeeSearchRepository } from '../types';
import type { EmployeeFilter, EmployeeTextField } from '../types/search';
import type { SqliteDatabase } from './database';
import { matchExpression } from './fts-expression';
import { escapeLike } from './like';

/** Columns an employee text filter reads; former employers come out of the CV (experience). */
const TEXT_COLUMNS: Record<EmployeeTextField, string> = {
  employee_industry: 'e.industry',
  education: 'e.education',
  current_employer: 'e.company_name',
  former_employer: 'former_employers(e.experience)',
  skills: 'e.skills',
  position: 'e.position',
  locality: 'e.locality',
};

function between(column: string, low: number | null, high: number | null) {
  const parts: string[] = [];
  const params: number[] = [];
  if (low !== null) {
    parts.push(`${column} >= ?`);
    params.push(low);
  }
  if (high !== null) {
    parts.push(`${column} <= ?`);
    params.push(high);
  }
  return { text: parts.join(' AND '), params };
}

/** A CV entry the person has left: 'title at company in YYYY - YYYY' (a current one ends in 'Present'). */
const LEFT_ENTRY = /^.+? at (.+) in \d{4} - \d{4}$/;

/** The employers of a ' / '-separated CV that the person has left, ' / '-separated. */
export function formerEmployers(experience: string | null): string {
  if (!experience) return '';
  return experience
    .split(' / ')
    .flatMap((entry) => LEFT_ENTRY.exec(entry)?.[1] ?? [])
    .join(' / ');
}

function employeeFilterSql(filter: EmployeeFilter, currentYear: number): SqlPart {
  switch (filter.kind) {
    case 'range':
      // age a ⇔ birth_year = currentYear − a, so a minimum age bounds the birth year from above.
      return filter.indicator === 'age'
        ? between(
            'e.birth_year',
            filter.max === null ? null : currentYear - filter.max,
            filter.min === null ? null : currentYear - filter.min,
          )
        : between('e.years_experience', filter.min, filter.max);
    case 'text': {
      const column = TEXT_COLUMNS[filter.field];
      return {
        text: `(${filter.values.map(() => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
        params: filter.values.map((value) => `%${escapeLike(value)}%`),
      };
    }
    case 'gender':
      return { text: `e.gender IN (${filter.values.map(() => '?').join(', ')})`, params: filter.values };
    case 'isManagement': {
      const flags = filter.values.map((value) => (value === 'Yes' ? 1 : 0));
      return { text: `e.is_management IN (${flags.map(() => '?').join(', ')})`, params: flags };
    }
  }
}

export function createEmployeeSearchRepository(db: SqliteDatabase): EmployeeSearchRepository {
  db.function('former_employers', { deterministic: true }, (experience) =>
    formerEmployers(typeof experience === 'string' ? experience : null),
  );
  const cache = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  const prepared = (text: string) => {
    let statement = cache.get(text);
    if (!statement) {
      statement = db.prepare(text);
      if (cache.size > 500) cache.clear();
      cache.set(text, statement);
    }
    return statement;
  };
  function selectSql(query: EmployeeSearchQuery, columns: string) {
    const conditions = groupsSql(query.filters, (filter) => employeeFilterSql(filter, query.currentYear));
    if (query.excludedIds?.length)
      conditions.push({
        text: 'e.employee_id NOT IN (SELECT value FROM json_each(?))',
        params: [JSON.stringify(query.excludedIds)],
      });
    if (query.name) {
      conditions.unshift({
        text: 'employee_fts MATCH ?',
        params: [matchExpression(query.name.match, query.name.excluding)],
      });
      return {
        text: `SELECT ${columns} FROM employee_fts f JOIN employees e ON e.employee_id = f.rowid
                WHERE ${conditions.map((c) => c.text).join(' AND ')} ORDER BY f.rowid`,
        params: conditions.flatMap((c) => c.params),
      };
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.map((c) => c.text).join(' AND ')}` : '';
    return {
      text: `SELECT ${columns} FROM employees e ${where} ORDER BY e.employee_id`,
      params: conditions.flatMap((c) => c.params),
    };
  }
  // The employer by the name of its company record (issue 36): the profile's own text may be missing.
  const results = db.prepare(`
    SELECT e.employee_id, e.full_name AS fullName, e.headline, e.title, e.company_id,
           coalesce(c.company_name, e.company_name) AS company_name, e.industry, e.locality
      FROM employees e LEFT JOIN companies c ON c.company_id = e.company_id
     WHERE e.employee_id IN (SELECT value FROM json_each(?))`);
  return {
    async ids(query, limit, offset) {
      const sql = selectSql(query, 'e.employee_id');
      return prepared(`${sql.text} LIMIT ? OFFSET ?`)
        .pluck()
        .all(...sql.params, limit, offset) as number[];
    },
    async count(query, cap) {
      const sql = selectSql(query, '1');
      return Number(
        prepared(`SELECT count(*) FROM (${sql.text} LIMIT ?)`)
          .pluck()
          .get(...sql.params, cap),
      );
    },
    async results(ids) {
      if (ids.length === 0) return [];
      const rows = results.all(JSON.stringify(ids)) as EmployeeSearchResult[];
      const byId = new Map(rows.map((row) => [row.employee_id, row]));
      return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    },
  };
}
