import type { Company, Lang } from '@fd/contract';
import { api, apiUrl } from './client';

/** Calls of the company and employee pages (documents and refresh: docs/decisions/076). */

export const fetchCompanyDetail = (companyId: number, signal?: AbortSignal) =>
  api('company', { query: { cid: String(companyId) }, signal });

export const fetchEmployee = (employeeId: number, signal?: AbortSignal) =>
  api('employee', { query: { eid: String(employeeId) }, signal });

/** Re-reads the company from its source connector; the page reloads the record afterwards. */
export const refreshCompanyData = (company: Pick<Company, 'company_id' | 'source' | 'datalink'>) =>
  api('refreshData', {
    body: {
      company_id: company.company_id,
      scraper_id: company.source ?? undefined,
      source_link: company.datalink,
    },
  });

/** The generated annual-report PDF in the page's language; `download` asks the server for an attachment. */
export const financialReportUrl = (reportId: number, lang: Lang, download = false) =>
  apiUrl('financialReport', {
    query: { id: String(reportId), lang, ...(download ? { download: '1' } : {}) },
  });

export type RegisterDocument = 'gisa' | 'zvr';

export const registerDocumentUrl = (register: RegisterDocument, companyId: number, lang: Lang) =>
  apiUrl(register === 'gisa' ? 'gisaDocument' : 'zvrDocument', { query: { id: String(companyId), lang } });

export const profileAvatarUrl = (employeeId: number) =>
  apiUrl('profileAvatar', { query: { employee_id: String(employeeId) } });
