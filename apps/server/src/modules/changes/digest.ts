import type { DigestSettingsResponse } from '@fd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountStore } from '../../store/types';
import type { Mailer } from '../mail/mailer';
import type { WorkspaceService } from '../workspace/service';
import { type DigestCompany, digestMail } from './digest-mail';

/** Midnight UTC of the day `now` falls on: a user gets at most one digest per UTC day. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

export interface DigestDeps {
  accounts: AccountStore;
  workspace: WorkspaceService;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/**
 * The opt-in daily digest: for each user who opted in and had no digest yet today, the watched
 * companies with events of their alerted types recorded since the last digest (or the opt-in),
 * in one mail. Every process may
 * run it: the store's conditional update of `last_digest_at` lets exactly one of them send.
 */
export function createDigestService(deps: DigestDeps) {
  const store = deps.accounts.digest;

  async function changedCompanies(userId: string, since: string): Promise<DigestCompany[]> {
    const items = await deps.workspace.watchlist(userId, { markSeen: false });
    // The watch list holds only the events of each company's alerted types (docs/decisions/142).
    return items.flatMap((item) => {
      const events = item.events.filter((event) => event.recorded_at > since);
      return events.length > 0 ? [{ companyId: item.company_id, name: item.company_name, events }] : [];
    });
  }

  return {
    async settings(userId: string): Promise<DigestSettingsResponse> {
      const subscription = await store.subscription(userId);
      return {
        success: true,
        daily_digest: subscription?.enabled ?? false,
        last_digest_at: subscription?.last_digest_at ?? null,
      };
    },
    async setDaily(userId: string, enabled: boolean): Promise<DigestSettingsResponse> {
      await store.setEnabled(userId, enabled, new Date().toISOString());
      return this.settings(userId);
    },

    /** Sends every digest due at `now`; how many went out from this call. */
    async sendDue(now = new Date()): Promise<number> {
      let sent = 0;
      for (const subscription of await store.due(startOfUtcDay(now))) {
        const user = await deps.accounts.users.byId(subscription.user_id);
        if (!user?.email_verified_at) continue;
        const since = subscription.last_digest_at ?? subscription.subscribed_at;
        const companies = await changedCompanies(user.user_id, since);
        // Nothing changed: no mail, and the next digest still starts from the same point.
        if (companies.length === 0) continue;
        const at = now.toISOString();
        if (!(await store.claim(user.user_id, subscription.last_digest_at, at))) continue;
        try {
          await deps.mailer.send(
            digestMail(
              { email: user.email, name: user.fullname, lang: user.language },
              companies,
              deps.publicUrl,
            ),
          );
          sent++;
        } catch (error) {
          // Given back, so that the next run tries again.
          await store.claim(user.user_id, at, subscription.last_digest_at);
          deps.log.error({ err: error, userId: user.user_id }, 'digest mail failed');
        }
      }
      if (sent > 0) deps.log.info({ sent }, 'digest mails sent');
      return sent;
    },
  };
}

export type DigestService = ReturnType<typeof createDigestService>;
