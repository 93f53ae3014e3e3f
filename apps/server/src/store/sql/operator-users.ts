import type { OperatorUser } from '@fd/contract';
import { type Kysely, sql } from 'kysely';
import type { UserAdminRepository } from '../types';
import { containing } from './operator';
import type { AccountTables } from './tables';

type Db = Kysely<AccountTables>;

/**
 * The operator's view of accounts (docs/decisions/170): the account, its lock, its role and how
 * many sessions and keys it has. It selects no column of a user's lists, contacts or searches.
 */
function accounts(db: Db, now: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_locks as l', 'l.user_id', 'u.user_id')
    .leftJoin('operators as o', 'o.user_id', 'u.user_id')
    .select((eb) => [
      'u.user_id',
      'u.email',
      'u.fullname',
      'u.created_at',
      'u.email_verified_at',
      'o.user_id as operator_id',
      'l.locked_at',
      'l.locked_by',
      eb
        .selectFrom('sessions as s')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('s.user_id', '=', 'u.user_id')
        .where('s.expires_at', '>', now)
        .as('sessions'),
      eb
        .selectFrom('api_keys as k')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('k.user_id', '=', 'u.user_id')
        .as('api_keys'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof accounts>['executeTakeFirstOrThrow']>>;

const toUser = (row: Row): OperatorUser => ({
  user_id: row.user_id,
  email: row.email,
  fullname: row.fullname,
  created_at: row.created_at,
  email_verified: row.email_verified_at !== null,
  operator: row.operator_id !== null,
  locked_at: row.locked_at,
  locked_by: row.locked_by,
  sessions: Number(row.sessions ?? 0),
  api_keys: Number(row.api_keys ?? 0),
});

export function createUserAdminRepository(db: Db): UserAdminRepository {
  return {
    async search(part, limit, now) {
      const rows = await accounts(db, now)
        .$if(part !== '', (q) => q.where(sql<boolean>`lower(u.email) like ${containing(part)} escape '\\'`))
        .orderBy('u.created_at', 'desc')
        .orderBy('u.user_id')
        .limit(limit)
        .execute();
      return rows.map(toUser);
    },
    async user(userId, now) {
      const row = await accounts(db, now).where('u.user_id', '=', userId).executeTakeFirst();
      return row ? toUser(row) : null;
    },
    async lock(userId, by) {
      const result = await db
        .insertInto('user_locks')
        .values({ user_id: userId, locked_at: new Date().toISOString(), locked_by: by })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async unlock(userId) {
      const result = await db.deleteFrom('user_locks').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    isLocked: async (userId) =>
      (await db
        .selectFrom('user_locks')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()) !== undefined,
    async revokeKeys(userId) {
      const result = await db.deleteFrom('api_keys').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
