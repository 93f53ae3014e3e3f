import { type Kysely, type Selectable, sql } from 'kysely';
import type { IssueReportRepository, MessageRepository, StoredMessage } from '../types';
import { storedLang } from './query-layer';
import type { AccountTables, ContactMessagesTable } from './tables';

/** A stored message; its status column's check constraint holds the enum. */
function toMessage(row: Selectable<ContactMessagesTable>): StoredMessage {
  return {
    message_id: Number(row.message_id),
    kind: row.kind === 'support' ? 'support' : 'contact',
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    user_id: row.user_id,
    lang: storedLang(row.lang),
    status: row.status as StoredMessage['status'],
    created_at: row.created_at,
    reply: row.reply,
    replied_at: row.replied_at,
    replied_by: row.replied_by,
    reply_mailed_at: row.reply_mailed_at,
    closed_at: row.closed_at,
    closed_by: row.closed_by,
  };
}

/**
 * Contact-form and support messages, numbered in the order they arrive, and the inbox over them
 * (docs/decisions/177): a reply or a close is one conditional update, so of two operators one wins.
 */
export function createMessageRepository(db: Kysely<AccountTables>): MessageRepository {
  const messages = () => db.selectFrom('contact_messages').selectAll();
  return {
    async save({ kind, name, email, company, subject, message, user_id, lang }) {
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
          lang,
          created_at: new Date().toISOString(),
        })
        .returning('message_id')
        .executeTakeFirstOrThrow();
      return Number(row.message_id);
    },
    async list(status, limit) {
      const rows = await messages()
        .$if(status !== 'all', (q) => q.where('status', '=', status))
        .orderBy('message_id', status === 'open' ? 'asc' : 'desc')
        .limit(limit)
        .execute();
      return rows.map(toMessage);
    },
    async get(messageId) {
      const row = await messages().where('message_id', '=', messageId).executeTakeFirst();
      return row ? toMessage(row) : null;
    },
    async reply(messageId, reply, by) {
      const row = await db
        .updateTable('contact_messages')
        .set({ status: 'answered', reply, replied_at: new Date().toISOString(), replied_by: by })
        .where('message_id', '=', messageId)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      return row ? toMessage(row) : null;
    },
    async close(messageId, by) {
      const row = await db
        .updateTable('contact_messages')
        .set({ status: 'closed', closed_at: new Date().toISOString(), closed_by: by })
        .where('message_id', '=', messageId)
        .where('status', '!=', 'closed')
        .returningAll()
        .executeTakeFirst();
      return row ? toMessage(row) : null;
    },
    async unmailedReplies(email) {
      const rows = await messages()
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('reply', 'is not', null)
        .where('reply_mailed_at', 'is', null)
        .orderBy('message_id')
        .execute();
      return rows.map(toMessage);
    },
    async markReplyMailed(messageId) {
      await db
        .updateTable('contact_messages')
        .set({ reply_mailed_at: new Date().toISOString() })
        .where('message_id', '=', messageId)
        .execute();
    },
    async unforwarded(email) {
      const rows = await messages()
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('forwarded_at', 'is', null)
        .orderBy('message_id')
        .execute();
      return rows.map(toMessage);
    },
    async markForwarded(messageId) {
      await db
        .updateTable('contact_messages')
        .set({ forwarded_at: new Date().toISOString() })
        .where('message_id', '=', messageId)
        .execute();
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
