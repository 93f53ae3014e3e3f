import type {
  AccountStore,
  EmailTokenRecord,
  EmailTokenRepository,
  IssueReportRepository,
  MessageRepository,
  SessionRecord,
  SessionRepository,
  UserRecord,
  UserRepository,
} from '../types';
import { type AccountSql, accountSql } from './account-sql';
import { createApiKeyRepository } from './api-key-repository';
import type { PostgresPools } from './database';
import { createDigestRepository } from './digest-repository';
import { createLimitRepository } from './limit-repository';
import { createMailJobRepository } from './mail-job-repository';
import { createWorkspaceRepository } from './workspace-repository';

const UPDATABLE = ['fullname', 'password_hash', 'google_sub', 'language', 'profile_avatar'] as const;

function createUserRepository(sql: AccountSql): UserRepository {
  return {
    byId: (userId) => sql.row<UserRecord>('SELECT * FROM users WHERE user_id = $1', [userId]),
    // lower() on both sides: the unique index is on lower(email), so this is the indexed lookup.
    byEmail: (email) => sql.row<UserRecord>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]),
    byGoogleSub: (sub) => sql.row<UserRecord>('SELECT * FROM users WHERE google_sub = $1', [sub]),
    async create(user) {
      const now = new Date().toISOString();
      const created = await sql.row<UserRecord>(
        `INSERT INTO users (user_id, email, fullname, password_hash, google_sub, email_verified_at, language,
                            security_ip, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
        newUserValues(user, now),
      );
      return created!;
    },
    createIfAbsent(user) {
      const now = new Date().toISOString();
      return sql.row<UserRecord>(
        `INSERT INTO users (user_id, email, fullname, password_hash, google_sub, email_verified_at, language,
                            security_ip, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT DO NOTHING RETURNING *`,
        newUserValues(user, now),
      );
    },
    async update(userId, changes) {
      const now = new Date().toISOString();
      const sets: string[] = [];
      const values: unknown[] = [userId, now];
      // Column names come from the fixed list above, never from the caller; values are parameters.
      for (const column of UPDATABLE) {
        if (changes[column] === undefined) continue;
        values.push(changes[column]);
        sets.push(`${column} = $${values.length}`);
      }
      if (changes.email_verified !== undefined) {
        values.push(changes.email_verified ? now : null);
        sets.push(`email_verified_at = $${values.length}`);
      }
      if (sets.length === 0) return;
      await sql.changes(`UPDATE users SET ${sets.join(', ')}, updated_at = $2 WHERE user_id = $1`, values);
    },
    async delete(userId) {
      await sql.transaction(async (tx) => {
        // Messages and issue reports stay for the operator, without the link to the account.
        await tx.changes('UPDATE contact_messages SET user_id = NULL WHERE user_id = $1', [userId]);
        await tx.changes('UPDATE issue_reports SET user_id = NULL WHERE user_id = $1', [userId]);
        await tx.changes('DELETE FROM users WHERE user_id = $1', [userId]);
      });
    },
  };
}

const SESSION_COLUMNS = 'session_id, user_id, created_at, last_seen_at, expires_at, user_agent, ip';

function createSessionRepository(sql: AccountSql): SessionRepository {
  return {
    async create(session) {
      await sql.changes(
        `INSERT INTO sessions (session_id, token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          session.session_id,
          session.token_hash,
          session.user_id,
          session.created_at,
          session.last_seen_at,
          session.expires_at,
          session.user_agent,
          session.ip,
        ],
      );
    },
    byTokenHash: (tokenHash) =>
      sql.row<SessionRecord>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE token_hash = $1`, [tokenHash]),
    async touch(sessionId, at) {
      await sql.changes('UPDATE sessions SET last_seen_at = $2 WHERE session_id = $1', [sessionId, at]);
    },
    listForUser: (userId) =>
      sql.rows<SessionRecord>(
        `SELECT ${SESSION_COLUMNS} FROM sessions WHERE user_id = $1
         ORDER BY last_seen_at DESC, session_id COLLATE "C"`,
        [userId],
      ),
    async delete(sessionId) {
      await sql.changes('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
    },
    async deleteForUser(userId, exceptSessionId) {
      await sql.changes('DELETE FROM sessions WHERE user_id = $1 AND session_id IS DISTINCT FROM $2', [
        userId,
        exceptSessionId ?? null,
      ]);
    },
    deleteExpired: (now, idleLimitMs) =>
      sql.changes('DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2', [
        now,
        now - idleLimitMs,
      ]),
  };
}

function createEmailTokenRepository(sql: AccountSql): EmailTokenRepository {
  return {
    async create(tokenHash, token) {
      await sql.changes(
        `INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [tokenHash, token.user_id, token.purpose, token.created_at, token.expires_at],
      );
    },
    byHash: (tokenHash) =>
      sql.row<EmailTokenRecord>(
        'SELECT user_id, purpose, created_at, expires_at, used_at FROM email_tokens WHERE token_hash = $1',
        [tokenHash],
      ),
    // One statement: of two requests racing with the same token exactly one changes the row.
    consume: async (tokenHash, at) =>
      (await sql.changes('UPDATE email_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL', [
        tokenHash,
        at,
      ])) === 1,
    async invalidateForUser(userId, purpose, at) {
      await sql.changes(
        'UPDATE email_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
        [userId, purpose, at],
      );
    },
  };
}

function createMessageRepository(sql: AccountSql): MessageRepository {
  return {
    save: (message) =>
      sql.value(
        `INSERT INTO contact_messages (kind, name, email, company, subject, message, user_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING message_id`,
        [
          message.kind,
          message.name,
          message.email,
          message.company,
          message.subject,
          message.message,
          message.user_id,
          new Date().toISOString(),
        ],
      ),
  };
}

function createIssueReportRepository(sql: AccountSql): IssueReportRepository {
  return {
    save: (report) =>
      sql.value(
        `INSERT INTO issue_reports (entity_type, entity_id, entity_name, issue_type, description, correct_data,
           user_email, priority, reported_at, user_agent, url, user_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING report_id`,
        [
          report.entityType,
          report.entityId,
          report.entityName,
          report.issueType,
          report.description,
          report.correctData,
          report.userEmail,
          report.priority,
          report.timestamp,
          report.userAgent,
          report.url,
          report.user_id,
          new Date().toISOString(),
        ],
      ),
  };
}

/**
 * The account store on PostgreSQL, answering exactly as the SQLite one does. It reads and
 * writes on the primary only; the pools belong to the caller, who closes them after the stores.
 */
/** The values of a new user's row, in the order of the INSERTs below. */
function newUserValues(user: Parameters<AccountStore['users']['create']>[0], now: string) {
  return [
    user.user_id,
    user.email,
    user.fullname,
    user.password_hash,
    user.google_sub,
    user.email_verified ? now : null,
    user.language,
    user.security_ip,
    now,
  ];
}

export function createPostgresAccountStore(pools: PostgresPools): AccountStore {
  const sql = accountSql(pools.primary);
  return {
    engine: 'postgres',
    users: createUserRepository(sql),
    sessions: createSessionRepository(sql),
    emailTokens: createEmailTokenRepository(sql),
    workspace: createWorkspaceRepository(sql),
    issueReports: createIssueReportRepository(sql),
    messages: createMessageRepository(sql),
    limits: createLimitRepository(sql),
    apiKeys: createApiKeyRepository(sql),
    digest: createDigestRepository(sql),
    mailJobs: createMailJobRepository(sql),
    // Nothing of its own to release: the pools are shared with the company store and closed by their owner.
    async close() {},
  };
}
