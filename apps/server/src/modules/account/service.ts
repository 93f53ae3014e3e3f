import type { Account, SessionInfo } from '@fd/contract';
import { fail } from '../../errors';
import type { AccountStore, SessionRecord, UserRecord } from '../../store/types';
import { hashPassword, verifyPassword } from '../auth/crypto';
import { toApiUser } from '../auth/service';
import type { SessionService } from '../auth/sessions';
import type { RecentViews } from '../workspace/recent';
import type { WorkspaceService } from '../workspace/service';

/** 'Chrome on Windows' from a user-agent string, enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

export function toAccount(user: UserRecord): Account {
  return {
    ...toApiUser(user),
    has_password: user.password_hash !== null,
    google_linked: user.google_sub !== null,
    created_at: user.created_at,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: {
  accounts: AccountStore;
  sessions: SessionService;
  workspace: WorkspaceService;
  recentViews: Pick<RecentViews, 'recent'>;
}) {
  const { accounts: store, sessions, workspace, recentViews } = deps;

  async function confirmIdentity(user: UserRecord, password: string, confirmEmail: string): Promise<void> {
    if (user.password_hash) {
      if (!(await verifyPassword(user.password_hash, password))) {
        throw fail('wrong_password');
      }
    } else if (confirmEmail.trim().toLowerCase() !== user.email) {
      throw fail('confirm_email_mismatch');
    }
  }

  return {
    account: (user: UserRecord) => toAccount(user),
    async update(
      user: UserRecord,
      changes: { fullname?: string; profile_avatar?: string; language?: 'de' | 'en' },
    ): Promise<Account> {
      await store.users.update(user.user_id, changes);
      return toAccount((await store.users.byId(user.user_id))!);
    },
    /** Changes the password and ends every other session of the user. */
    async changePassword(
      user: UserRecord,
      session: SessionRecord,
      current: string,
      next: string,
    ): Promise<void> {
      if (user.password_hash && !(await verifyPassword(user.password_hash, current))) {
        throw fail('wrong_password');
      }
      await store.users.update(user.user_id, { password_hash: await hashPassword(next) });
      await sessions.endAllFor(user.user_id, session.session_id);
    },
    async sessions(user: UserRecord, current: SessionRecord): Promise<SessionInfo[]> {
      return (await store.sessions.listForUser(user.user_id)).map((session) => ({
        id: session.session_id,
        device: describeDevice(session.user_agent),
        ip: session.ip,
        created_at: new Date(session.created_at).toISOString(),
        last_seen_at: new Date(session.last_seen_at).toISOString(),
        current: session.session_id === current.session_id,
      }));
    },
    async revokeSession(user: UserRecord, sessionId: string): Promise<void> {
      const own = (await store.sessions.listForUser(user.user_id)).some(
        (session) => session.session_id === sessionId,
      );
      if (!own) throw fail('session_not_found');
      await store.sessions.delete(sessionId);
    },
    /** Everything stored about the user (GDPR Art. 15/20), without secrets. */
    async exportData(user: UserRecord, current: SessionRecord) {
      const userId = user.user_id;
      const lists = await Promise.all(
        (await workspace.lists(userId)).map(async (list) => ({
          ...list,
          company_ids: (await workspace.listForExport(userId, list.id)).companyIds,
        })),
      );
      return {
        exported_at: new Date().toISOString(),
        account: {
          ...toAccount(user),
          language: user.language,
          email_verified_at: user.email_verified_at,
          security_ip: user.security_ip,
        },
        sessions: await this.sessions(user, current),
        lead_lists: lists,
        watchlist: (await workspace.watchlist(userId, { markSeen: false })).map(
          ({ company_id, company_name, added_at }) => ({ company_id, company_name, added_at }),
        ),
        contacts: await workspace.contacts(userId),
        saved_searches: await workspace.searches(userId),
        recently_viewed: await recentViews.recent(userId, 1000),
      };
    },
    /** Deletes the account and, with it, every row that belongs to it. */
    async deleteAccount(user: UserRecord, password: string, confirmEmail: string): Promise<void> {
      await confirmIdentity(user, password, confirmEmail);
      await store.users.delete(user.user_id);
    },
  };
}
