import { type Migration, sql } from 'kysely';
import type { Db } from './account-dialect';

/**
 * 014: the console's inbox (docs/decisions/177). A contact or support message gains the language
 * it was written in, a status (open, answered, closed), the operator's one reply and when its
 * mail went out, and who closed it. Existing messages are open and German (the default language).
 */
export const messageRepliesMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('contact_messages')
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('de'))
      .execute();
    await db.schema
      .alterTable('contact_messages')
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('open').check(sql`status in ('open', 'answered', 'closed')`),
      )
      .execute();
    for (const column of ['reply', 'replied_at', 'replied_by', 'reply_mailed_at', 'closed_at', 'closed_by'])
      await db.schema.alterTable('contact_messages').addColumn(column, 'text').execute();
    await db.schema
      .createIndex('contact_messages_by_status')
      .on('contact_messages')
      .columns(['status', 'message_id'])
      .execute();
  },
};
