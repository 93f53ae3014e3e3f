import { createHash } from 'node:crypto';
import { fail } from '../../errors';
import type { LimitRepository } from '../../store/types';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Reports about one company or person, or contact messages from one address, per day. */
export const MESSAGES_PER_TARGET_PER_DAY = 20;
/** Reports, and contact messages, from everyone together per hour. */
export const MESSAGES_PER_HOUR = 200;

/** The same words in another case or spacing are the same content. */
function fingerprint(parts: string[]): string {
  const text = parts.map((part) => part.toLowerCase().replace(/\s+/g, ' ').trim()).join('\u0000');
  return createHash('sha256').update(text).digest('hex');
}

export type InboundLimits = ReturnType<typeof createInboundLimits>;

/**
 * Bounds on what anyone can send in through the forms (issue reports, contact messages),
 * counted in the account store so that many clients and processes share them: a quota per target
 * and one for everyone, and content seen in the last day is dropped.
 */
export function createInboundLimits(limits: LimitRepository) {
  return {
    /**
     * 'duplicate' when the same content came in during the last day (the caller drops it and
     * answers as usual); throws a 429 when the target's or everyone's quota is used up.
     */
    async admit(
      kind: 'report' | 'contact' | 'privacy',
      target: string,
      content: string[],
    ): Promise<'new' | 'duplicate'> {
      const seen = await limits.hit(`inbound:${kind}:seen:${fingerprint(content)}`, DAY_MS);
      if (seen.count > 1) return 'duplicate';
      const perTarget = await limits.hit(`inbound:${kind}:target:${target.toLowerCase()}`, DAY_MS, {
        max: MESSAGES_PER_TARGET_PER_DAY,
      });
      const everyone =
        perTarget.count <= MESSAGES_PER_TARGET_PER_DAY
          ? await limits.hit(`inbound:${kind}:all`, HOUR_MS, { max: MESSAGES_PER_HOUR })
          : null;
      if (!everyone || everyone.count > MESSAGES_PER_HOUR) {
        // Not taken: the same words may be sent again once the quota opens.
        await limits.reset(`inbound:${kind}:seen:${fingerprint(content)}`);
        const resetAt = everyone?.resetAt ?? perTarget.resetAt;
        throw fail('too_many_messages').retryAfter(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
      }
      return 'new';
    },
  };
}
