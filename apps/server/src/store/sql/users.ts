import { type Kysely, sql, type Updateable } from 'kysely';
import type { EmailTokenRepository, NewUser, SessionRepository, UserRepository } from '../types';
import { byteOrder, changed, type Engine, prepare } from './query-layer';
import type { AccountTables, UsersTable } from './tables';

type Db = Kysely<AccountTables>;

const UPDATABLE = ['fullname', 'password_hash', 'google_sub', 'language', 'profile_avatar'] as const;

/** A new user's row. */
function userRow(user: NewUser) {
  const now = new Date().toISOString();
  const { email_verified, ...columns } = user;
  return { ...columns, email_verified_at: email_verified ? now : null, created_at: now, updated_at: now };
}

export function createUserRepository(db: Db): UserRepository {
  const users = () => db.selectFrom('users').selectAll();
  return {
    byId: async (userId) => (await users().where('user_id', '=', userId).executeTakeFirst()) ?? null,
    // lower() on both sides: the unique index users_by_email is on lower(email).
    byEmail: async (email) =>
      (await users().where(sql`lower(email)`, '=', sql`lower(${email})`).executeTakeFirst()) ?? null,
    byGoogleSub: async (sub) => (await users().where('google_sub', '=', sub).executeTakeFirst()) ?? null,
    create: (user) => db.insertInto('users').values(userRow(user)).returningAll().executeTakeFirstOrThrow(),
    async createIfAbsent(user) {
      const row = await db
        .insertInto('users')
        .values(userRow(user))
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },
    async update(userId, changes) {
      const now = new Date().toISOString();
      // The columns of the fixed list that the caller gave, nothing else.
      const set: Updateable<UsersTable> = {};
      for (const column of UPDATABLE)
        if (changes[column] !== undefined) Object.assign(set, { [column]: changes[column] });
      if (changes.email_verified !== undefined) set.email_verified_at = changes.email_verified ? now : null;
      if (Object.keys(set).length === 0) return;
      await db
        .updateTable('users')
        .set({ ...set, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    },
    async recordLogin(userId, at) {
      // One statement: the right-hand sides read the row as it was, so two logins cannot lose one.
      await db
        .updateTable('users')
        .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: at }))
        .where('user_id', '=', userId)
        .execute();
    },
    async delete(userId) {
      await db.transaction().execute(async (tx) => {
        // Messages and issue reports stay for the operator, without the link to the account.
        await tx
          .updateTable('contact_messages')
          .set({ user_id: null })
          .where('user_id', '=', userId)
          .execute();
        await tx.updateTable('issue_reports').set({ user_id: null }).where('user_id', '=', userId).execute();
        await tx.deleteFrom('users').where('user_id', '=', userId).execute();
      });
    },
  };
}

const SESSION_COLUMNS = [
  'session_id',
  'user_id',
  'created_at',
  'last_seen_at',
  'expires_at',
  'user_agent',
  'ip',
] as const;

export function createSessionRepository(db: Db, engine: Engine): SessionRepository {
  // Every request resolves its session and marks it seen: both compiled once.
  const byHash = prepare(db, (p: { hash: string }) =>
    db.selectFrom('sessions').select(SESSION_COLUMNS).where('token_hash', '=', p.hash),
  );
  const touch = prepare(db, (p: { sessionId: string; at: number }) =>
    db.updateTable('sessions').set({ last_seen_at: p.at }).where('session_id', '=', p.sessionId),
  );
  return {
    async create(session) {
      const { session_id, token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip } =
        session;
      await db
        .insertInto('sessions')
        .values({ session_id, token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip })
        .execute();
    },
    byTokenHash: async (hash) => (await byHash.run({ hash })).rows[0] ?? null,
    touch: async (sessionId, at) => void (await touch.run({ sessionId, at })),
    listForUser: (userId) =>
      db
        .selectFrom('sessions')
        .select(SESSION_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('last_seen_at', 'desc')
        .orderBy(byteOrder(engine, 'session_id'))
        .execute(),
    delete: async (sessionId) =>
      void (await db.deleteFrom('sessions').where('session_id', '=', sessionId).execute()),
    async deleteForUser(userId, exceptSessionId) {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('session_id', 'is distinct from', exceptSessionId ?? null)
        .execute();
    },
    deleteExpired: async (now, idleLimitMs) =>
      changed(
        await db
          .deleteFrom('sessions')
          .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - idleLimitMs)]))
          .executeTakeFirst(),
      ),
  };
}

export function createEmailTokenRepository(db: Db): EmailTokenRepository {
  const unused = () => db.updateTable('email_tokens').where('used_at', 'is', null);
  return {
    async create(tokenHash, { user_id, purpose, created_at, expires_at }) {
      await db
        .insertInto('email_tokens')
        .values({ token_hash: tokenHash, user_id, purpose, created_at, expires_at })
        .execute();
    },
    byHash: async (tokenHash) =>
      (await db
        .selectFrom('email_tokens')
        .select(['user_id', 'purpose', 'created_at', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()) ?? null,
    // One statement: of two requests racing with the same token exactly one changes the row.
    consume: async (tokenHash, at) =>
      changed(await unused().set({ used_at: at }).where('token_hash', '=', tokenHash).executeTakeFirst()) ===
      1,
    async invalidateForUser(userId, purpose, at) {
      await unused()
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .execute();
    },
  };
}
