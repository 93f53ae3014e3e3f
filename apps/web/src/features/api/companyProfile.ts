import type { Company, CompanyDetail, EmployeeDetail, RefreshResponse } from '@fd/contract';
import { apiGet, apiPost } from './client';

/** Calls of the company and employee pages (documents and refresh: docs/decisions/076). */

export function fetchCompanyDetail(companyId: number, signal?: AbortSignal): Promise<CompanyDetail> {
  return apiGet<CompanyDetail>('/companies', { cid: companyId }, signal);
}

export function fetchEmployee(employeeId: number, signal?: AbortSignal): Promise<EmployeeDetail> {
  return apiGet<EmployeeDetail>('/employees', { eid: employeeId }, signal);
}

/** Re-reads the company from its source connector; the page reloads the record afterwards. */
export function refreshCompanyData(
  company: Pick<Company, 'company_id' | 'source' | 'datalink'>,
): Promise<RefreshResponse> {
  return apiPost<RefreshResponse>('/refreshData', {
    company_id: company.company_id,
    scraper_id: company.source ?? undefined,
    source_link: company.datalink,
  });
}

/** The generated annual-report PDF; `download` asks the server for an attachment. */
export function financialReportUrl(reportId: number, download = false): string {
  return `/api/financial_report?id=${reportId}${download ? '&download=1' : ''}`;
}

export type RegisterDocument = 'gisa' | 'zvr';

export function registerDocumentUrl(register: RegisterDocument, companyId: number): string {
  return register === 'gisa' ? `/api/gisaDocument?id=${companyId}` : `/api/zrvDocument?id=${companyId}`;
}

export function profileAvatarUrl(employeeId: number): string {
  return `/api/profile_avatar?employee_id=${employeeId}`;
}
