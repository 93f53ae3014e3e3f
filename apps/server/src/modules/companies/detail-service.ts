import type { CompanyDetail, EmployeeDetail, IssueReport, RefreshResponse } from '@fd/contract';
import { ZIssueReport } from '@fd/contract';
import { AppError, notFound } from '../../errors';
import type { Store, UserRecord } from '../../store/types';
import { financialReportPdf, registerExtractPdf } from '../documents/pdf';
import { diffRecord, mergeUpdates, sourceState } from './refresh';

export type CompanyDetailService = ReturnType<typeof createCompanyDetailService>;

const DAY_MS = 24 * 3600 * 1000;

export function createCompanyDetailService(deps: {
  store: Store;
  onCompanyChanged: () => void;
  /** Records a page view in the viewer's history (recently viewed). */
  onViewed: (userId: string, entityType: 'company' | 'employee', entityId: number) => void;
}) {
  const { store } = deps;
  const companyOr404 = (companyId: number) => {
    const company = store.companyDetail.company(companyId);
    if (!company) throw notFound(`No company with id ${companyId}.`, 'company_not_found');
    return company;
  };

  return {
    detail(companyId: number, viewer: UserRecord | null): CompanyDetail {
      const company = companyOr404(companyId);
      const employees = store.companyDetail
        .employees(companyId)
        .map((employee) => (viewer ? employee : { ...employee, email: null, phone: null }));
      if (viewer) deps.onViewed(viewer.user_id, 'company', companyId);
      return {
        watched: viewer ? store.workspace.isWatched(viewer.user_id, companyId) : false,
        company,
        financials: store.companyDetail.financials(companyId),
        representatives: store.companyDetail.representatives(companyId),
        employees,
        linked_companies: store.companyDetail.linkedCompanies(company),
        peers: store.companyDetail.peers(companyId),
      };
    },

    employee(employeeId: number, viewer: UserRecord | null): EmployeeDetail {
      const employee = store.companyDetail.employee(employeeId);
      if (!employee) throw notFound(`No employee with id ${employeeId}.`, 'employee_not_found');
      if (viewer) deps.onViewed(viewer.user_id, 'employee', employeeId);
      return viewer
        ? { ...employee, contact_visible: true }
        : { ...employee, email: null, phone: null, contact_visible: false };
    },

    async financialReport(reportId: number): Promise<{ pdf: Buffer; filename: string }> {
      const found = store.companyDetail.financial(reportId);
      if (!found) throw notFound(`No financial report with id ${reportId}.`, 'report_not_found');
      const company = companyOr404(found.companyId);
      const [day, month, year] = found.record.report_date.split('/');
      return {
        pdf: await financialReportPdf(company, found.record),
        filename: `jahresabschluss-${company.company_id}-${year}-${month}-${day}.pdf`,
      };
    },

    async registerExtract(
      companyId: number,
      register: 'gisa' | 'zvr',
    ): Promise<{ pdf: Buffer; filename: string }> {
      const company = companyOr404(companyId);
      const available = register === 'gisa' ? company.source === 1 : company.ID_ZRV !== null;
      if (!available) {
        throw notFound(
          register === 'gisa' ? 'This company has no GISA record.' : 'This company has no ZVR record.',
          'register_record_missing',
        );
      }
      return {
        pdf: await registerExtractPdf(company, store.companyDetail.representatives(companyId), register),
        filename: `${register}-auszug-${company.company_id}.pdf`,
      };
    },

    /** Refresh Data (decisions.md): re-reads the record from its source and records what changed. */
    refresh(companyId: number, now = new Date()): RefreshResponse {
      const company = companyOr404(companyId);
      const today = now.toISOString().slice(0, 10);
      const state = sourceState(company, Math.floor(now.getTime() / DAY_MS));
      // Stamped to the millisecond, so a watch list can tell changes after its last reading (same day too).
      const changes = diffRecord(company, state, now.toISOString());
      store.companyDetail.applyChanges(
        companyId,
        state,
        mergeUpdates(changes, company.recent_updates),
        today,
      );
      if (changes.length > 0) deps.onCompanyChanged();
      return {
        success: true,
        changes: changes.map(({ field, old_value, new_value }) => ({ field, old_value, new_value })),
        date_updated: today,
      };
    },

    report(input: IssueReport, viewer: UserRecord | null): { report_id: number } {
      const report = ZIssueReport.parse(input);
      const exists =
        report.entityType === 'company'
          ? store.companyDetail.company(Number(report.entityId)) !== null
          : store.companyDetail.employee(Number(report.entityId)) !== null;
      if (!exists)
        throw new AppError('invalid_input', `entityId: no ${report.entityType} with id ${report.entityId}`);
      const reportId = store.issueReports.save({
        ...report,
        timestamp: report.timestamp ?? null,
        userAgent: report.userAgent ?? null,
        url: report.url ?? null,
        user_id: viewer?.user_id ?? null,
      });
      return { report_id: reportId };
    },
  };
}
