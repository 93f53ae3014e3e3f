import type { IssueReportRepository } from '../types';
import type { SqliteDatabase } from './database';

export function createIssueReportRepository(db: SqliteDatabase): IssueReportRepository {
  const insert = db.prepare(`
    INSERT INTO issue_reports (entity_type, entity_id, entity_name, issue_type, description, correct_data,
      user_email, priority, reported_at, user_agent, url, user_id, created_at)
    VALUES (@entityType, @entityId, @entityName, @issueType, @description, @correctData, @userEmail, @priority,
      @timestamp, @userAgent, @url, @user_id, @created_at)`);
  return {
    save: async (report) =>
      Number(insert.run({ ...report, created_at: new Date().toISOString() }).lastInsertRowid),
  };
}
