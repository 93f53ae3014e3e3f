import type { IssueReport } from '@fd/contract';
import { api } from './client';

/** POST /api/reports: a user's report of a data issue on a company or employee page. */
export const submitIssueReport = (report: IssueReport) => api('reportIssue', { body: report });
