import {
  type CompanyRangeIndicator,
  type PerformanceIndicator,
  type ResultOrder,
  ZCompanySearchResult,
  ZEmployeeSearchResult,
  ZSearchResponse,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, expect } from 'vitest';
import { type CompanyFacts, loadCompanyFacts } from '../company-facts';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** Shared by the dashboard search suites: each file runs its own app on its own copy of the dataset. */

export type Indicator = PerformanceIndicator;
export const filter = (
  indicator: string,
  values: (string | number)[],
  operator: Indicator['operator'] = 'must',
): Indicator => ({
  indicator,
  operator,
  values,
});

export interface EmployeeFacts {
  employee_id: number;
  full_name: string;
  industry: string | null;
  education: string | null;
  company_name: string | null;
  experience: string | null;
  skills: string | null;
  position: string | null;
  locality: string | null;
  gender: string | null;
  birth_year: number | null;
  years_experience: number | null;
  is_management: number;
}

export const contains = (text: string | null, part: string) =>
  (text ?? '').toLowerCase().includes(part.toLowerCase());

/** A value of the company's range figures at the given quantile of all companies that have it. */
export function quantile(facts: CompanyFacts[], indicator: CompanyRangeIndicator, q: number): number {
  const values = facts
    .map((company) => company.latest?.[indicator] ?? null)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
  const value = values[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  return Math.round(value * 100) / 100;
}

/** The app of a search suite, a signed-in user and the dataset's companies and employees, read directly. */
export interface SearchApp {
  t: TestApp;
  user: SignedInUser;
  db: Database.Database;
  companies: CompanyFacts[];
  employees: EmployeeFacts[];
}

/**
 * One test app for the file's tests; `use` receives it once it is open. Returns the ways the tests
 * search it: as the dashboard posts, and the naive answers to compare with.
 */
export function useSearchApp(prefix: string, use?: (app: SearchApp) => void) {
  let app: SearchApp;
  beforeAll(async () => {
    const t = await createTestApp();
    const user = await signIn(t, prefix);
    const db = openTestDatabase(t);
    const companies = loadCompanyFacts(db);
    const employees = db.prepare('SELECT * FROM employees ORDER BY employee_id').all() as EmployeeFacts[];
    app = { t, user, db, companies, employees };
    use?.(app);
  });
  afterAll(async () => {
    app.db.close();
    await app.t.close();
  });

  // In English: the tests read the messages of refused searches.
  const headers = { 'x-lang': 'en' };
  const post = (payload: object, signedIn = true) =>
    signedIn
      ? app.user.request({ method: 'POST', url: '/api/search', payload, headers })
      : app.t.app.inject({ method: 'POST', url: '/api/search', payload, headers });

  async function searchCompanies(
    performanceIndicators: Indicator[],
    offset = 0,
    signedIn = true,
    sort: ResultOrder = 'relevance',
  ) {
    const response = await post({ entity: 'companies', performanceIndicators, offset, sort }, signedIn);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSearchResponse.parse(response.json());
    return { ...body, results: body.results.map((result) => ZCompanySearchResult.parse(result)) };
  }

  async function searchEmployees(performanceIndicators: Indicator[], offset = 0, signedIn = true) {
    const response = await post({ entity: 'companies_employees', performanceIndicators, offset }, signedIn);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSearchResponse.parse(response.json());
    return { ...body, results: body.results.map((result) => ZEmployeeSearchResult.parse(result)) };
  }

  /** Every result id of a search, page by page as 'Show more' reads them. */
  async function allCompanyIds(performanceIndicators: Indicator[]): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; ; offset += 10) {
      const page = await searchCompanies(performanceIndicators, offset);
      ids.push(...page.results.map((result) => result.company_id));
      if (offset + 10 >= page.total) return ids;
    }
  }

  const naiveIds = (holds: (company: CompanyFacts) => boolean) =>
    app.companies.filter(holds).map((company) => company.company_id);

  /** The latest report of a company as the company page shows it (financials are oldest first). */
  const latestReport = async (companyId: number) =>
    (await app.t.stores.companies.companyDetail.financials(companyId)).at(-1) ?? null;

  return { post, searchCompanies, searchEmployees, allCompanyIds, naiveIds, latestReport };
}
