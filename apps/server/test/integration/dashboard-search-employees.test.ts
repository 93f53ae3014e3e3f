import type { EmployeeSearchResult } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers';
import {
  contains,
  type EmployeeFacts,
  filter,
  type Indicator,
  useSearchApp,
} from './dashboard-search-helpers';

/** Employers of a CV that the person has left: entries 'title at company in YYYY - YYYY'. */
function formerEmployers(experience: string | null): string[] {
  return (experience ?? '')
    .split(' / ')
    .map((entry) => /^.+? at (.+) in \d{4} - (\d{4}|Present)$/.exec(entry))
    .flatMap((match) => (match && match[2] !== 'Present' ? [match[1]!] : []));
}

/** The employee search and its filters, checked against the dataset. */
describe('POST /api/search', () => {
  let t: TestApp;
  let employees: EmployeeFacts[];
  const { searchEmployees } = useSearchApp('search', (app) => {
    ({ t, employees } = app);
  });

  describe('employee search', () => {
    const employee = async (id: number) => (await t.stores.companies.companyDetail.employee(id))!;
    const naiveEmployees = (holds: (e: EmployeeFacts) => boolean) =>
      employees.filter(holds).map((e) => e.employee_id);

    async function expectEmployees(indicators: Indicator[], holds: (e: EmployeeFacts) => boolean) {
      const body = await searchEmployees(indicators);
      const expected = naiveEmployees(holds);
      expect(expected.length, JSON.stringify(indicators)).toBeGreaterThan(0);
      expect(body.total, JSON.stringify(indicators)).toBe(expected.length);
      expect(expected).toEqual(expect.arrayContaining(body.results.map((result) => result.employee_id)));
      return body.results;
    }

    it('finds an employee by name without a session', async () => {
      const someone = employees[0]!;
      const body = await searchEmployees([filter('keyword', [someone.full_name])], 0, false);
      const hit = body.results.find(
        (result) => result.employee_id === someone.employee_id,
      ) as EmployeeSearchResult;
      expect(hit).toMatchObject({ fullName: someone.full_name, company_name: someone.company_name });
    });

    it('filters by industry', async () => {
      const industry = employees[0]!.industry!;
      const results = await expectEmployees([filter('employee_industry', [industry])], (e) =>
        contains(e.industry, industry),
      );
      for (const result of results) expect(result.industry).toContain(industry);
    });

    it('filters by education', async () => {
      const results = await expectEmployees([filter('education', ['Universität'])], (e) =>
        contains(e.education, 'Universität'),
      );
      for (const result of results)
        expect((await employee(result.employee_id)).education).toContain('Universität');
    });

    it('filters by current employer', async () => {
      const employer = employees[0]!.company_name!;
      const results = await expectEmployees([filter('current_employer', [employer])], (e) =>
        contains(e.company_name, employer),
      );
      for (const result of results) expect(result.company_name).toContain(employer);
    });

    it('filters by former employer: people who have left it, not the ones who still work there', async () => {
      const employer = formerEmployers(employees[0]!.experience)[0]!;
      const results = await expectEmployees([filter('former_employer', [employer])], (e) =>
        formerEmployers(e.experience).some((name) => contains(name, employer)),
      );
      for (const result of results) {
        expect(formerEmployers((await employee(result.employee_id)).experience).join(' | ')).toContain(
          employer,
        );
      }
      const current = employees[0]!.company_name!;
      const stillThere = await searchEmployees([filter('former_employer', [current])]);
      expect(stillThere.total).toBe(
        naiveEmployees((e) => formerEmployers(e.experience).some((name) => contains(name, current))).length,
      );
    });

    it('filters by skills', async () => {
      const results = await expectEmployees([filter('skills', ['Scrum'])], (e) =>
        contains(e.skills, 'Scrum'),
      );
      for (const result of results) expect((await employee(result.employee_id)).skills).toContain('Scrum');
    });

    it('filters by an age range', async () => {
      const year = new Date().getFullYear();
      const results = await expectEmployees(
        [filter('age', ['30', '40'])],
        (e) => e.birth_year !== null && year - e.birth_year >= 30 && year - e.birth_year <= 40,
      );
      for (const result of results) {
        const age = year - (await employee(result.employee_id)).birth_year!;
        expect(age).toBeGreaterThanOrEqual(30);
        expect(age).toBeLessThanOrEqual(40);
      }
      await expectEmployees(
        [filter('age', ['50', ''])],
        (e) => e.birth_year !== null && year - e.birth_year >= 50,
      );
      await expectEmployees(
        [filter('age', ['', '35'])],
        (e) => e.birth_year !== null && year - e.birth_year <= 35,
      );
    });

    it('filters by gender', async () => {
      const results = await expectEmployees([filter('gender', ['Female'])], (e) => e.gender === 'Female');
      for (const result of results) expect((await employee(result.employee_id)).gender).toBe('Female');
    });

    it('filters by years of professional experience', async () => {
      const results = await expectEmployees(
        [filter('professional_experience', ['10', '20'])],
        (e) => e.years_experience !== null && e.years_experience >= 10 && e.years_experience <= 20,
      );
      for (const result of results) {
        const years = (await employee(result.employee_id)).years_experience!;
        expect(years).toBeGreaterThanOrEqual(10);
        expect(years).toBeLessThanOrEqual(20);
      }
    });

    it('filters by position', async () => {
      const position = employees.find((e) => e.position)!.position!;
      const results = await expectEmployees([filter('position', [position])], (e) =>
        contains(e.position, position),
      );
      for (const result of results) expect((await employee(result.employee_id)).position).toContain(position);
    });

    it('filters by management role, yes and no', async () => {
      const managers = await expectEmployees([filter('isManagement', ['Yes'])], (e) => e.is_management === 1);
      for (const result of managers) expect((await employee(result.employee_id)).is_management).toBe(true);
      const others = await expectEmployees([filter('isManagement', ['No'])], (e) => e.is_management === 0);
      for (const result of others) expect((await employee(result.employee_id)).is_management).toBe(false);
    });

    it('filters by locality', async () => {
      const results = await expectEmployees([filter('locality', ['Berlin'])], (e) =>
        contains(e.locality, 'Berlin'),
      );
      for (const result of results) expect(result.locality).toContain('Berlin');
    });

    it('combines employee filters with the operators', async () => {
      await expectEmployees(
        [
          filter('gender', ['Female'], 'must'),
          filter('isManagement', ['Yes'], 'exclusive'),
          filter('skills', ['Scrum'], 'exclusive'),
        ],
        (e) => e.gender === 'Female' && (e.is_management === 1) !== contains(e.skills, 'Scrum'),
      );
    });
  });
});
