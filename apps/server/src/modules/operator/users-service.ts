import { OPERATOR_USERS_LIMIT, type OperatorUser } from '@fd/contract';
import { fail } from '../../errors';
import type { AccountStore, UserRecord } from '../../store/types';

export type OperatorUsersService = ReturnType<typeof createOperatorUsersService>;

/**
 * The console's user management (docs/decisions/170): search, lock and unlock, end sessions,
 * revoke keys. Every action writes an audit entry with the state before and after. No method
 * reads a user's lists, contacts or searches.
 */
export function createOperatorUsersService(accounts: AccountStore) {
  const { userAdmin, operator } = accounts;

  async function existing(userId: string): Promise<OperatorUser> {
    const user = await userAdmin.user(userId, Date.now());
    if (!user) throw fail('operator_user_not_found');
    return user;
  }

  /** Performs one action on an account and records it with the account's state before and after. */
  async function act(
    userId: string,
    actor: UserRecord,
    action: 'user.lock' | 'user.unlock' | 'user.end_sessions' | 'user.revoke_keys',
    perform: (before: OperatorUser) => Promise<unknown>,
  ) {
    const before = await existing(userId);
    await perform(before);
    const after = await existing(userId);
    const state = ({ locked_at, sessions, api_keys }: OperatorUser) => ({
      locked: locked_at !== null,
      sessions,
      api_keys,
    });
    await operator.audit({
      actor_id: actor.user_id,
      actor_email: actor.email,
      action,
      target: `user:${userId} ${before.email}`,
      before: state(before),
      after: state(after),
    });
    return { success: true as const, user: after };
  }

  return {
    search: (part: string) => userAdmin.search(part, OPERATOR_USERS_LIMIT, Date.now()),

    lock: (userId: string, actor: UserRecord) => {
      if (userId === actor.user_id) throw fail('operator_lock_self');
      // The lock is stored before the sessions end; a login checks it after starting its session.
      return act(userId, actor, 'user.lock', async () => {
        await userAdmin.lock(userId, actor.email);
        await accounts.sessions.deleteForUser(userId);
      });
    },

    unlock: (userId: string, actor: UserRecord) =>
      act(userId, actor, 'user.unlock', () => userAdmin.unlock(userId)),

    endSessions: (userId: string, actor: UserRecord) =>
      act(userId, actor, 'user.end_sessions', () => accounts.sessions.deleteForUser(userId)),

    revokeKeys: (userId: string, actor: UserRecord) =>
      act(userId, actor, 'user.revoke_keys', () => userAdmin.revokeKeys(userId)),
  };
}
