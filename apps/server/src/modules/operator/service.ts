import {
  type AcceptReport,
  AUDIT_PAGE,
  CORRECTION_STATUSES,
  type CorrectableField,
  type OperatorReport,
  ZAcceptReport,
} from '@fd/contract';
import { fail } from '../../errors';
import type {
  AccountStore,
  AuditFilter,
  CompanyRecordChanges,
  CompanyStore,
  MailJob,
  StoredIssueReport,
  UserRecord,
} from '../../store/types';
import { recordChanges, recordState } from '../companies/refresh';
import type { Mailer } from '../mail/mailer';
import { reportDecisionMail } from './mails';

export type OperatorService = ReturnType<typeof createOperatorService>;

const isStatus = (value: string) => (CORRECTION_STATUSES as readonly string[]).includes(value);

/** What the console shows of a stored report (not the reporter's account id or language). */
function shown({
  user_id: _user,
  lang: _lang,
  corrected_field: _field,
  ...report
}: StoredIssueReport): OperatorReport {
  return report;
}

/**
 * The operator console (docs/decisions/170): the issue-report queue and the audit log. Every
 * action writes an audit entry with the state before and after; the reporter gets a mail through
 * the durable mail queue (docs/decisions/197).
 */
export function createOperatorService(deps: {
  accounts: AccountStore;
  companies: CompanyStore;
  mailer: Mailer;
  /** Puts a mail job on the durable queue (the auth service's). */
  enqueue: (job: Pick<MailJob, 'kind' | 'email' | 'lang'>) => Promise<void>;
}) {
  const { operator } = deps.accounts;

  async function openReport(reportId: number): Promise<StoredIssueReport> {
    const report = await operator.report(reportId);
    if (!report) throw fail('issue_report_not_found', { id: String(reportId) });
    if (report.status === 'resolved' || report.status === 'rejected')
      throw fail('issue_report_decided', { id: String(reportId) });
    return report;
  }

  /** Writes the correction through the company store's write path, as a change from a user report. */
  async function applyCorrection(companyId: number, field: CorrectableField, value: string, now: Date) {
    const company = await deps.companies.companyDetail.company(companyId);
    if (!company) throw fail('company_not_found', { id: String(companyId) });
    if (field === 'legal_status' && !isStatus(value)) throw fail('correction_status_invalid', { value });
    const state: CompanyRecordChanges = { ...recordState(company), [field]: value === '' ? null : value };
    const { today, history, events } = recordChanges(company, state, 'report', now);
    await deps.companies.companyDetail.applyChanges(
      companyId,
      state,
      today,
      history,
      events,
      [],
      // Kept for the importers: it holds while the source publishes the value it replaced (docs/decisions/197).
      [{ field, value: state[field] ?? null, sourceValue: company[field] ?? null }],
    );
    return { field, old_value: company[field] ?? null, new_value: state[field] ?? null };
  }

  /** The reporter's address and language: their account's if they were signed in. */
  async function reporter(report: StoredIssueReport) {
    const account = report.user_id ? await deps.accounts.users.byId(report.user_id) : null;
    return { to: account?.email ?? report.user_email, lang: account?.language ?? report.lang };
  }

  /**
   * Stored and audited, then queued: a killed process or an SMTP outage loses no decision mail,
   * and the answer does not wait for SMTP. The job names the reporter's address.
   */
  async function queueDecisionMail(report: StoredIssueReport): Promise<void> {
    const { to, lang } = await reporter(report);
    if (to) await deps.enqueue({ kind: 'report-decided', email: to, lang });
  }

  /** The queue's sender: one mail per decided report of the job's address that still owes one, composed now. */
  async function sendDecisionMails(job: MailJob): Promise<void> {
    for (const report of await operator.unmailedDecisions(job.email)) {
      const { to, lang } = await reporter(report);
      await deps.mailer.send(reportDecisionMail(to, report, report.corrected_field !== null, lang));
      await operator.markDecisionMailed(report.report_id);
    }
  }

  return {
    mailSenders: { 'report-decided': sendDecisionMails },

    isOperator: (userId: string) => operator.isOperator(userId),

    async reports(status: 'open' | 'decided' | 'all'): Promise<OperatorReport[]> {
      return (await operator.reports(status)).map(shown);
    },

    async accept(reportId: number, input: AcceptReport, actor: UserRecord, now = new Date()) {
      const { correction } = ZAcceptReport.parse(input);
      const before = await openReport(reportId);
      if (correction && before.entity_type !== 'company') throw fail('correction_needs_company');
      // Claimed first, so that two operators never apply one report twice.
      const decided = await operator.decide(reportId, {
        status: 'resolved',
        decidedBy: actor.email,
        reason: null,
        correctedField: correction?.field ?? null,
      });
      if (!decided) throw fail('issue_report_decided', { id: String(reportId) });
      let applied: Awaited<ReturnType<typeof applyCorrection>> | null = null;
      try {
        if (correction)
          applied = await applyCorrection(before.entity_id, correction.field, correction.value, now);
      } catch (error) {
        await operator.reopen(reportId);
        throw error;
      }
      await operator.audit({
        actor_id: actor.user_id,
        actor_email: actor.email,
        action: 'report.accept',
        target: `report:${reportId}`,
        before: { status: before.status, ...(applied ? { [applied.field]: applied.old_value } : {}) },
        after: { status: decided.status, ...(applied ? { [applied.field]: applied.new_value } : {}) },
      });
      await queueDecisionMail(decided);
      return { success: true as const, report: shown(decided) };
    },

    async reject(reportId: number, reason: string, actor: UserRecord) {
      const before = await openReport(reportId);
      const decided = await operator.decide(reportId, {
        status: 'rejected',
        decidedBy: actor.email,
        reason,
        correctedField: null,
      });
      if (!decided) throw fail('issue_report_decided', { id: String(reportId) });
      await operator.audit({
        actor_id: actor.user_id,
        actor_email: actor.email,
        action: 'report.reject',
        target: `report:${reportId}`,
        before: { status: before.status },
        after: { status: decided.status, reason },
      });
      await queueDecisionMail(decided);
      return { success: true as const, report: shown(decided) };
    },

    async auditLog(filter: Omit<AuditFilter, 'limit'>) {
      const entries = await operator.auditLog({ ...filter, limit: AUDIT_PAGE });
      const last = entries.at(-1);
      return { entries, next_before: entries.length === AUDIT_PAGE && last ? last.audit_id : null };
    },
  };
}
