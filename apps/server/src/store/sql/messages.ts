import type { Kysely } from 'kysely';
import type { IssueReportRepository, MessageRepository } from '../types';
import type { AccountTables } from './tables';

/** Contact-form messages and 'report an issue' entries: numbered in the order they arrive. */
export function createMessageRepository(db: Kysely<AccountTables>): MessageRepository {
  return {
    async save({ kind, name, email, company, subject, message, user_id }) {
      const row = await db
        .insertInto('contact_messages')
        .values({
          kind,
          name,
          email,
          company,
          subject,
          message,
          user_id,
          created_at: new Date().toISOString(),
        })
        .returning('message_id')
        .executeTakeFirstOrThrow();
      return Number(row.message_id);
    },
  };
}

export function createIssueReportRepository(db: Kysely<AccountTables>): IssueReportRepository {
  return {
    async save(report) {
      const row = await db
        .insertInto('issue_reports')
        .values({
          entity_type: report.entityType,
          entity_id: String(report.entityId),
          entity_name: report.entityName,
          issue_type: report.issueType,
          description: report.description,
          correct_data: report.correctData,
          user_email: report.userEmail,
          priority: report.priority,
          reported_at: report.timestamp,
          user_agent: report.userAgent,
          url: report.url,
          user_id: report.user_id,
          lang: report.lang,
          created_at: new Date().toISOString(),
        })
        .returning('report_id')
        .executeTakeFirstOrThrow();
      return Number(row.report_id);
    },
  };
}
