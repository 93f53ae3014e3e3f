import type { CompanyDetail, EmployeeDetail, IssueReport, Lang, RefreshResponse } from '@fd/contract';
import { COMPANY_EVENTS_LIMIT, COMPANY_HISTORY_LIMIT, ZIssueReport } from '@fd/contract';
import { AppError, fail } from '../../errors';
import type { AccountStore, CompanyStore, UserRecord } from '../../store/types';
import type { RenderPool } from '../documents/render-pool';
import type { RenderTask } from '../documents/render-tasks';
import type { InboundLimits } from '../limits/inbound-limits';
import type { Quotas } from '../limits/quotas';
import type { BlockSet } from '../privacy/block-set';
import { companyProvenance, toCompanyChange } from './provenance';
import { recordChanges, sourceState } from './refresh';

export type CompanyDetailService = ReturnType<typeof createCompanyDetailService>;

const DAY_MS = 24 * 3600 * 1000;

const NO_GROUP = { direct_parent: null, ultimate_parent: null, subsidiaries: 0, members: 1 };

/**
 * The company's place in its group, or null while the engine that holds the groups is away (the
 * engine process restarting, docs/decisions/211): the rest of the page is read from the file.
 */
async function groupOrAway(store: CompanyStore, companyId: number) {
  try {
    return (await store.groups.place(companyId)) ?? NO_GROUP;
  } catch (error) {
    if (error instanceof AppError && error.code === 'unavailable') return null;
    throw error;
  }
}

export function createCompanyDetailService(deps: {
  companies: CompanyStore;
  accounts: AccountStore;
  /** Records a page view in the viewer's history (recently viewed). */
  onViewed: (userId: string, entityType: 'company' | 'employee', entityId: number) => Promise<void>;
  isWatched: (userId: string, companyId: number) => Promise<boolean>;
  /** Builds the PDFs in worker threads. */
  render: RenderPool;
  /** The viewer looked at a company: on their watch list, its changes so far count as seen. */
  onWatchedViewed?: (userId: string, companyId: number) => Promise<void>;
  quotas: Quotas;
  inbound: InboundLimits;
  blocks: BlockSet;
}) {
  const { companies: store } = deps;
  const companyOr404 = async (companyId: number) => {
    const company = await store.companyDetail.company(companyId);
    if (!company) throw fail('company_not_found', { id: String(companyId) });
    return company;
  };

  /** A financial report's render task, and the file name it is sent as. */
  const reportTask = async (reportId: number, lang: Lang) => {
    const found = await store.companyDetail.financial(reportId);
    if (!found) throw fail('report_not_found', { id: String(reportId) });
    const company = await companyOr404(found.companyId);
    const [day, month, year] = found.record.report_date.split('/');
    return {
      task: { kind: 'financial-report', company, report: found.record, lang } satisfies RenderTask,
      filename: `${lang === 'de' ? 'jahresabschluss' : 'annual-report'}-${company.company_id}-${year}-${month}-${day}.pdf`,
    };
  };

  return {
    async detail(companyId: number, viewer: UserRecord | null): Promise<CompanyDetail> {
      const company = await companyOr404(companyId);
      const detail = store.companyDetail;
      const [
        employees,
        financials,
        representatives,
        linked,
        peers,
        sources,
        provenance,
        history,
        group,
        events,
      ] = await Promise.all([
        detail.employees(companyId),
        detail.financials(companyId),
        detail.representatives(companyId),
        detail.linkedCompanies(company),
        detail.peers(companyId),
        store.history.sources(companyId),
        store.history.provenance(companyId),
        store.history.entries([companyId], COMPANY_HISTORY_LIMIT),
        groupOrAway(store, companyId),
        store.events.ofCompany(companyId, COMPANY_EVENTS_LIMIT),
      ]);
      if (viewer) await deps.onViewed(viewer.user_id, 'company', companyId);
      const watched = viewer ? await deps.isWatched(viewer.user_id, companyId) : false;
      if (viewer && watched) await deps.onWatchedViewed?.(viewer.user_id, companyId);
      return {
        watched,
        provenance: companyProvenance(sources, provenance, company.date_updated),
        history: history.map(toCompanyChange),
        company,
        financials,
        representatives,
        // Never a whole team's contact data at once: e-mail and phone are on each person's page.
        employees: employees.map((employee) => ({ ...employee, email: null, phone: null })),
        linked_companies: linked,
        peers,
        ...(group ? { group } : { group: NO_GROUP, group_unavailable: true as const }),
        events,
      };
    },

    async employee(employeeId: number, viewer: UserRecord | null): Promise<EmployeeDetail> {
      if (await deps.blocks.hidesEmployee(employeeId)) throw fail('person_gone');
      const employee = await store.companyDetail.employee(employeeId);
      if (!employee) throw fail('employee_not_found', { id: String(employeeId) });
      if (viewer) await deps.onViewed(viewer.user_id, 'employee', employeeId);
      const available = Boolean(employee.email || employee.phone);
      const withheld = !viewer
        ? 'login'
        : available && !(await deps.quotas.contactView(viewer.user_id, employeeId))
          ? 'quota'
          : null;
      return withheld
        ? {
            ...employee,
            email: null,
            phone: null,
            contact_visible: false,
            contact_available: available,
            contact_withheld: withheld,
          }
        : { ...employee, contact_visible: true, contact_available: available, contact_withheld: null };
    },

    async financialReport(reportId: number, lang: Lang): Promise<{ pdf: Buffer; filename: string }> {
      const { task, filename } = await reportTask(reportId, lang);
      return { pdf: await deps.render.run(task), filename };
    },

    /**
     * A serving process's warm-up: builds the company's first financial report as the route
     * does, in render threads started now to stay. Their start, modules and fonts, and the
     * report's statements, are then not paid by a first request (docs/decisions/217). Resolves
     * with the threads running; 0 when the company has no report, and then none started.
     */
    async warmUp(companyId: number): Promise<number> {
      const [first] = await store.companyDetail.financials(companyId);
      if (!first) return 0;
      return deps.render.warmUp((await reportTask(first.report_id, 'de')).task);
    },

    async registerExtract(
      companyId: number,
      register: 'gisa' | 'zvr',
      lang: Lang,
    ): Promise<{ pdf: Buffer; filename: string }> {
      const company = await companyOr404(companyId);
      const available = register === 'gisa' ? company.source === 1 : company.ID_ZRV !== null;
      if (!available) {
        throw fail('register_record_missing', { register: register === 'gisa' ? 'GISA' : 'ZVR' });
      }
      return {
        pdf: await deps.render.run({
          kind: 'register-extract',
          company,
          representatives: await store.companyDetail.representatives(companyId),
          register,
          lang,
        }),
        filename: `${register}-${lang === 'de' ? 'auszug' : 'extract'}-${company.company_id}.pdf`,
      };
    },

    /** Refresh Data (docs/decisions/076): re-reads the record from its source and records what changed. */
    async refresh(companyId: number, now = new Date()): Promise<RefreshResponse> {
      const company = await companyOr404(companyId);
      // An imported company's source is a published register file: it changes by the next import,
      // never by values the synthetic source invents.
      if ((await store.history.sources(companyId)).length > 0)
        return {
          success: true,
          changes: [],
          date_updated: company.date_updated ?? now.toISOString().slice(0, 10),
        };
      const state = sourceState(company, Math.floor(now.getTime() / DAY_MS));
      const { today, changes, history, events } = recordChanges(company, state, 'generator', now);
      await store.companyDetail.applyChanges(companyId, state, today, history, events);
      return {
        success: true,
        changes: changes.map(({ field, old_value, new_value }) => ({ field, old_value, new_value })),
        date_updated: today,
      };
    },

    /** A report identical to one of the last day is dropped and answered with report_id 0. */
    async report(
      input: IssueReport,
      viewer: UserRecord | null,
      lang: 'de' | 'en',
      address: string,
    ): Promise<{ report_id: number }> {
      const report = ZIssueReport.parse(input);
      const exists =
        report.entityType === 'company'
          ? (await store.companyDetail.company(Number(report.entityId))) !== null
          : (await store.companyDetail.employee(Number(report.entityId))) !== null;
      if (!exists)
        throw fail('report_target_unknown', { entity: report.entityType, id: report.entityId }).inField(
          'entityId',
        );
      const target = `${report.entityType}:${report.entityId}`;
      const content = [target, report.issueType, report.description, report.correctData];
      const sender = { userId: viewer?.user_id ?? null, address };
      if ((await deps.inbound.admit('report', target, content, sender)) === 'duplicate')
        return { report_id: 0 };
      const reportId = await deps.accounts.issueReports.save({
        ...report,
        timestamp: report.timestamp ?? null,
        userAgent: report.userAgent ?? null,
        url: report.url ?? null,
        user_id: viewer?.user_id ?? null,
        lang,
      });
      return { report_id: reportId };
    },
  };
}
