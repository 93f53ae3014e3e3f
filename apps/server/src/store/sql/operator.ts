import { type AuditAction, OPERATOR_REPORTS_LIMIT, type OperatorReport } from '@fd/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { OperatorRepository, StoredIssueReport } from '../types';
import { storedLang } from './query-layer';
import type { AccountTables } from './tables';
import type { IssueReportsTable } from './tables-operator';

type Db = Kysely<AccountTables>;

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** A LIKE pattern for text anywhere in a value: `%`, `_` and `\\` in the text are literal. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A stored report as the console shows it; the columns' check constraints hold its enums. */
function toReport(row: Selectable<IssueReportsTable>): StoredIssueReport {
  return {
    report_id: Number(row.report_id),
    entity_type: row.entity_type as OperatorReport['entity_type'],
    entity_id: Number(row.entity_id),
    entity_name: row.entity_name,
    issue_type: row.issue_type as OperatorReport['issue_type'],
    description: row.description,
    correct_data: row.correct_data,
    user_email: row.user_email,
    priority: row.priority,
    status: row.status as OperatorReport['status'],
    created_at: row.created_at,
    decided_at: row.decided_at,
    decided_by: row.decided_by,
    decision_reason: row.decision_reason,
    user_id: row.user_id,
    lang: storedLang(row.lang),
    corrected_field: row.corrected_field,
  };
}

/** The operator role, the issue-report queue and the append-only audit log (docs/decisions/170). */
export function createOperatorRepository(db: Db): OperatorRepository {
  const reports = () => db.selectFrom('issue_reports').selectAll();
  return {
    async setRole(email, operator) {
      const user = await db
        .selectFrom('users')
        .select('user_id')
        .where(sql`lower(email)`, '=', sql`lower(${email})`)
        .executeTakeFirst();
      if (!user) return false;
      if (operator)
        await db
          .insertInto('operators')
          .values({ user_id: user.user_id, granted_at: new Date().toISOString() })
          .onConflict((conflict) => conflict.column('user_id').doNothing())
          .execute();
      else await db.deleteFrom('operators').where('user_id', '=', user.user_id).execute();
      return true;
    },
    isOperator: async (userId) =>
      (await db
        .selectFrom('operators')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()) !== undefined,
    async reports(status) {
      const rows = await reports()
        .$if(status === 'open', (q) => q.where('status', 'in', ['open', 'in_progress']))
        .$if(status === 'decided', (q) => q.where('status', 'in', ['resolved', 'rejected']))
        .orderBy('report_id', 'desc')
        .limit(OPERATOR_REPORTS_LIMIT)
        .execute();
      return rows.map(toReport);
    },
    report: async (reportId) => {
      const row = await reports().where('report_id', '=', reportId).executeTakeFirst();
      return row ? toReport(row) : null;
    },
    async decide(reportId, decision) {
      const row = await db
        .updateTable('issue_reports')
        .set({
          status: decision.status,
          decided_at: new Date().toISOString(),
          decided_by: decision.decidedBy,
          decision_reason: decision.reason,
          corrected_field: decision.correctedField,
        })
        .where('report_id', '=', reportId)
        .where('status', 'in', ['open', 'in_progress'])
        .returningAll()
        .executeTakeFirst();
      return row ? toReport(row) : null;
    },
    async reopen(reportId) {
      await db
        .updateTable('issue_reports')
        .set({
          status: 'open',
          decided_at: null,
          decided_by: null,
          decision_reason: null,
          corrected_field: null,
        })
        .where('report_id', '=', reportId)
        .execute();
    },
    async unmailedDecisions(email) {
      const address = email.toLowerCase();
      const rows = await reports()
        .where('status', 'in', ['resolved', 'rejected'])
        .where('decision_mailed_at', 'is', null)
        // The account's address if the reporter was signed in (and the account still exists), else the one given.
        .where((q) =>
          q.or([
            q(
              'user_id',
              'in',
              q.selectFrom('users').select('user_id').where(sql`lower(email)`, '=', address),
            ),
            q.and([
              q(sql`lower(user_email)`, '=', address),
              q.not(
                q.exists(
                  q
                    .selectFrom('users')
                    .select('users.user_id')
                    .whereRef('users.user_id', '=', 'issue_reports.user_id'),
                ),
              ),
            ]),
          ]),
        )
        .orderBy('report_id')
        .execute();
      return rows.map(toReport);
    },
    async markDecisionMailed(reportId) {
      await db
        .updateTable('issue_reports')
        .set({ decision_mailed_at: new Date().toISOString() })
        .where('report_id', '=', reportId)
        .execute();
    },
    async audit(entry) {
      await db
        .insertInto('operator_audit')
        .values({
          at: new Date().toISOString(),
          actor_id: entry.actor_id,
          actor_email: entry.actor_email,
          action: entry.action,
          target: entry.target,
          before: asJson(entry.before),
          after: asJson(entry.after),
        })
        .execute();
    },
    async auditLog({ action, actor, before, limit }) {
      const rows = await db
        .selectFrom('operator_audit')
        .select(['audit_id', 'at', 'actor_email', 'action', 'target', 'before', 'after'])
        .$if(action !== undefined, (q) => q.where('action', '=', action ?? ''))
        .$if(Boolean(actor), (q) =>
          q.where(sql<boolean>`lower(actor_email) like ${containing(actor ?? '')} escape '\\'`),
        )
        .$if(before !== undefined, (q) => q.where('audit_id', '<', before ?? 0))
        .orderBy('audit_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        audit_id: Number(row.audit_id),
        action: row.action as AuditAction,
      }));
    },
  };
}
