import { createHash } from 'node:crypto';
import { fail } from '../../errors';
import type { LimitRepository } from '../../store/types';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Reports about one company or person, or contact messages from one address, per day. */
export const MESSAGES_PER_TARGET_PER_DAY = 20;
/** Reports, contact messages or privacy requests from one client (account or address) per day. */
export const MESSAGES_PER_CLIENT_PER_DAY = 20;
/**
 * Reports, and contact messages, from everyone together per hour: a ceiling that takes an
 * attacker 100 addresses, each at its own daily quota, to reach (docs/decisions/173).
 */
export const MESSAGES_PER_HOUR = 2000;

/** Who sends: a signed-in account, or else the client's address. */
export interface Sender {
  userId: string | null;
  address: string;
}

/** The same words in another case or spacing are the same content. */
function fingerprint(parts: string[]): string {
  const text = parts.map((part) => part.toLowerCase().replace(/\s+/g, ' ').trim()).join('\u0000');
  return createHash('sha256').update(text).digest('hex');
}

export type InboundLimits = ReturnType<typeof createInboundLimits>;

/**
 * Bounds on what anyone can send in through the forms (issue reports, contact messages),
 * counted in the account store so that many clients and processes share them: a quota per target,
 * one per client and one for everyone, and content seen in the last day is dropped. A signed-in
 * account's message is not held to everyone's ceiling, so that attackers cannot close support.
 */
export function createInboundLimits(limits: LimitRepository) {
  return {
    /**
     * 'duplicate' when the same content came in during the last day (the caller drops it and
     * answers as usual); throws a 429 when the target's, the client's or everyone's quota is used up.
     */
    async admit(
      kind: 'report' | 'contact' | 'privacy',
      target: string,
      content: string[],
      sender: Sender,
    ): Promise<'new' | 'duplicate'> {
      const seen = await limits.hit(`inbound:${kind}:seen:${fingerprint(content)}`, DAY_MS);
      if (seen.count > 1) return 'duplicate';
      const client = sender.userId === null ? `ip:${sender.address}` : `user:${sender.userId}`;
      const quotas = [
        {
          key: `inbound:${kind}:target:${target.toLowerCase()}`,
          window: DAY_MS,
          max: MESSAGES_PER_TARGET_PER_DAY,
        },
        { key: `inbound:${kind}:client:${client}`, window: DAY_MS, max: MESSAGES_PER_CLIENT_PER_DAY },
        ...(sender.userId === null
          ? [{ key: `inbound:${kind}:all`, window: HOUR_MS, max: MESSAGES_PER_HOUR }]
          : []),
      ];
      // In order, stopping at the first that is full: a refused message uses no later quota.
      for (const quota of quotas) {
        const { count, resetAt } = await limits.hit(quota.key, quota.window, { max: quota.max });
        if (count <= quota.max) continue;
        // Not taken: the same words may be sent again once the quota opens.
        await limits.reset(`inbound:${kind}:seen:${fingerprint(content)}`);
        throw fail('too_many_messages').retryAfter(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
      }
      return 'new';
    },
  };
}
