import type { IssueReport, ZIssueReportResponse } from '@fd/contract';
import { apiPost } from './client';

export type IssueReportResponse = (typeof ZIssueReportResponse)['_zod']['output'];

/** POST /api/reports: a user's report of a data issue on a company or employee page. */
export function submitIssueReport(report: IssueReport): Promise<IssueReportResponse> {
  return apiPost<IssueReportResponse>('/reports', report);
}
