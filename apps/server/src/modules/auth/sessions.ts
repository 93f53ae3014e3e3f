import { randomUUID } from 'node:crypto';
import type { AccountStore, SessionRecord, UserRecord } from '../../store/types';
import { randomToken, sha256 } from './crypto';

/** A session ends after a week without use, and a month after login whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** last_seen is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionLookup =
  | { kind: 'valid'; session: SessionRecord; user: UserRecord }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(store: AccountStore) {
  return {
    /** A new random token for a login; only its hash is stored. */
    async start(
      userId: string,
      client: { userAgent: string | null; ip: string | null },
    ): Promise<{ token: string; session: SessionRecord }> {
      const now = Date.now();
      const token = randomToken();
      const session: SessionRecord = {
        session_id: randomUUID(),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: now + SESSION_ABSOLUTE_MS,
        user_agent: client.userAgent?.slice(0, 300) ?? null,
        ip: client.ip,
      };
      await store.sessions.create({ ...session, token_hash: sha256(token) });
      return { token, session };
    },

    async resolve(token: string | undefined, now = Date.now()): Promise<SessionLookup> {
      if (!token) return { kind: 'unknown' };
      const session = await store.sessions.byTokenHash(sha256(token));
      if (!session) return { kind: 'unknown' };
      if (session.expires_at <= now || session.last_seen_at + SESSION_IDLE_MS <= now) {
        await store.sessions.delete(session.session_id);
        return { kind: 'expired' };
      }
      const user = await store.users.byId(session.user_id);
      if (!user) return { kind: 'unknown' };
      if (now - session.last_seen_at > TOUCH_INTERVAL_MS) {
        await store.sessions.touch(session.session_id, now);
        session.last_seen_at = now;
      }
      return { kind: 'valid', session, user };
    },

    async end(token: string | undefined): Promise<void> {
      if (!token) return;
      const session = await store.sessions.byTokenHash(sha256(token));
      if (session) await store.sessions.delete(session.session_id);
    },

    endAllFor(userId: string, exceptSessionId?: string): Promise<void> {
      return store.sessions.deleteForUser(userId, exceptSessionId);
    },
  };
}
