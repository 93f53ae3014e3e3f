import type { MessageRepository } from '../types';
import type { SqliteDatabase } from './database';

export function createMessageRepository(db: SqliteDatabase): MessageRepository {
  const insert = db.prepare(`
    INSERT INTO contact_messages (kind, name, email, company, subject, message, user_id, created_at)
    VALUES (@kind, @name, @email, @company, @subject, @message, @user_id, @created_at)`);
  return {
    async save(message) {
      return Number(insert.run({ ...message, created_at: new Date().toISOString() }).lastInsertRowid);
    },
  };
}
