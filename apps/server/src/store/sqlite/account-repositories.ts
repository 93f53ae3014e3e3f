import type {
  EmailTokenRecord,
  EmailTokenRepository,
  SessionRecord,
  SessionRepository,
  UserRecord,
  UserRepository,
} from '../types';
import type { SqliteDatabase } from './database';

export function createUserRepository(db: SqliteDatabase): UserRepository {
  const byId = db.prepare('SELECT * FROM users WHERE user_id = ?');
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byGoogleSub = db.prepare('SELECT * FROM users WHERE google_sub = ?');
  const insert = db.prepare(`
    INSERT INTO users (user_id, email, fullname, password_hash, google_sub, email_verified_at, language,
                       security_ip, created_at, updated_at)
    VALUES (@user_id, @email, @fullname, @password_hash, @google_sub, @email_verified_at, @language,
            @security_ip, @now, @now)`);
  const insertIfAbsent = db.prepare(`
    INSERT INTO users (user_id, email, fullname, password_hash, google_sub, email_verified_at, language,
                       security_ip, created_at, updated_at)
    VALUES (@user_id, @email, @fullname, @password_hash, @google_sub, @email_verified_at, @language,
            @security_ip, @now, @now)
    ON CONFLICT DO NOTHING RETURNING *`);
  const remove = db.prepare('DELETE FROM users WHERE user_id = ?');
  // Messages and issue reports stay for the operator, without the link to the account.
  const detachMessages = db.prepare('UPDATE contact_messages SET user_id = NULL WHERE user_id = ?');
  const detachReports = db.prepare('UPDATE issue_reports SET user_id = NULL WHERE user_id = ?');
  const UPDATABLE = ['fullname', 'password_hash', 'google_sub', 'language', 'profile_avatar'] as const;
  return {
    byId: async (userId) => (byId.get(userId) as UserRecord | undefined) ?? null,
    byEmail: async (email) => (byEmail.get(email) as UserRecord | undefined) ?? null,
    byGoogleSub: async (sub) => (byGoogleSub.get(sub) as UserRecord | undefined) ?? null,
    async create(user) {
      const now = new Date().toISOString();
      insert.run({ ...user, email_verified_at: user.email_verified ? now : null, now });
      return byId.get(user.user_id) as UserRecord;
    },
    async createIfAbsent(user) {
      const now = new Date().toISOString();
      const row = insertIfAbsent.get({ ...user, email_verified_at: user.email_verified ? now : null, now });
      return (row as UserRecord | undefined) ?? null;
    },
    async update(userId, changes) {
      const sets: string[] = [];
      const values: Record<string, unknown> = { user_id: userId, now: new Date().toISOString() };
      for (const column of UPDATABLE) {
        if (changes[column] !== undefined) {
          sets.push(`${column} = @${column}`);
          values[column] = changes[column];
        }
      }
      if (changes.email_verified !== undefined) {
        sets.push('email_verified_at = @verified');
        values.verified = changes.email_verified ? values.now : null;
      }
      if (sets.length === 0) return;
      db.prepare(`UPDATE users SET ${sets.join(', ')}, updated_at = @now WHERE user_id = @user_id`).run(
        values,
      );
    },
    async delete(userId) {
      db.transaction(() => {
        detachMessages.run(userId);
        detachReports.run(userId);
        remove.run(userId);
      })();
    },
  };
}

export function createSessionRepository(db: SqliteDatabase): SessionRepository {
  const insert = db.prepare(`
    INSERT INTO sessions (session_id, token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip)
    VALUES (@session_id, @token_hash, @user_id, @created_at, @last_seen_at, @expires_at, @user_agent, @ip)`);
  const columns = 'session_id, user_id, created_at, last_seen_at, expires_at, user_agent, ip';
  const byHash = db.prepare(`SELECT ${columns} FROM sessions WHERE token_hash = ?`);
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE session_id = ?');
  const forUser = db.prepare(`SELECT ${columns} FROM sessions WHERE user_id = ? ORDER BY last_seen_at DESC`);
  const remove = db.prepare('DELETE FROM sessions WHERE session_id = ?');
  const removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ? AND session_id IS NOT ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?');
  return {
    create: async (session) => void insert.run(session),
    byTokenHash: async (tokenHash) => (byHash.get(tokenHash) as SessionRecord | undefined) ?? null,
    touch: async (sessionId, at) => void touch.run(at, sessionId),
    listForUser: async (userId) => forUser.all(userId) as SessionRecord[],
    delete: async (sessionId) => void remove.run(sessionId),
    deleteForUser: async (userId, exceptSessionId) => void removeForUser.run(userId, exceptSessionId ?? null),
    deleteExpired: async (now, idleLimitMs) => removeExpired.run(now, now - idleLimitMs).changes,
  };
}

export function createEmailTokenRepository(db: SqliteDatabase): EmailTokenRepository {
  const insert = db.prepare(`
    INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at)
    VALUES (@token_hash, @user_id, @purpose, @created_at, @expires_at)`);
  const byHash = db.prepare(
    'SELECT user_id, purpose, created_at, expires_at, used_at FROM email_tokens WHERE token_hash = ?',
  );
  const consume = db.prepare('UPDATE email_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const invalidate = db.prepare(
    'UPDATE email_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
  );
  return {
    create: async (tokenHash, token) => void insert.run({ token_hash: tokenHash, ...token }),
    byHash: async (tokenHash) => (byHash.get(tokenHash) as EmailTokenRecord | undefined) ?? null,
    consume: async (tokenHash, at) => consume.run(at, tokenHash).changes === 1,
    invalidateForUser: async (userId, purpose, at) => void invalidate.run(at, userId, purpose),
  };
}
