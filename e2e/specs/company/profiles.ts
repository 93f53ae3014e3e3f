import type { CompanyDetail, EmployeeDetail } from '@fd/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Example profiles of the e2e dataset (3,000 companies, seed 11), found through the API rather
 * than hard-coded ids, so the specs survive changes to the generator.
 */

export async function companyDetail(
  request: APIRequestContext,
  companyId: number,
): Promise<CompanyDetail | null> {
  const response = await request.get(`/api/companies?cid=${companyId}`);
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return (await response.json()) as CompanyDetail;
}

/** The first company among `ids` for which `matches` holds. */
export async function findCompany(
  request: APIRequestContext,
  ids: Iterable<number>,
  matches: (detail: CompanyDetail) => boolean,
): Promise<CompanyDetail> {
  for (const id of ids) {
    const detail = await companyDetail(request, id);
    if (detail && matches(detail)) return detail;
  }
  throw new Error('No company in the dataset matches');
}

export function* range(from: number, to: number): Generator<number> {
  const step = from <= to ? 1 : -1;
  for (let id = from; id !== to + step; id += step) yield id;
}

/** Low ids are the largest companies: everything filled in. */
export function findFullCompany(request: APIRequestContext): Promise<CompanyDetail> {
  return findCompany(
    request,
    range(1, 100),
    (detail) =>
      detail.financials.length >= 2 &&
      detail.employees.length > 0 &&
      detail.representatives.length > 0 &&
      detail.linked_companies.length > 0 &&
      detail.company.domain_info !== null &&
      detail.peers !== null,
  );
}

/** High ids are small companies: no financials, no employee profiles, no domain data. */
export function findBareCompany(request: APIRequestContext): Promise<CompanyDetail> {
  return findCompany(
    request,
    range(3000, 1500),
    (detail) =>
      detail.financials.length === 0 && detail.employees.length === 0 && detail.company.domain_info === null,
  );
}

export async function employee(request: APIRequestContext, employeeId: number): Promise<EmployeeDetail> {
  const response = await request.get(`/api/employees?eid=${employeeId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as EmployeeDetail;
}

/** Latest period first, by the dd/mm/yyyy report date. */
export function latestReport(detail: CompanyDetail): CompanyDetail['financials'][number] {
  const key = (date: string) => date.split('/').reverse().join('');
  return [...detail.financials].sort((a, b) => key(b.report_date).localeCompare(key(a.report_date)))[0]!;
}
