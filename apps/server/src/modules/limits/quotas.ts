import { EXPORT_ROWS_PER_DAY, MATCH_ROWS_PER_DAY, type Quota } from '@fd/contract';
import { fail } from '../../errors';
import type { LimitRepository } from '../../store/types';

const DAY_MS = 24 * 3600 * 1000;

/** Employees' e-mail addresses and phone numbers one account may see per day. */
export const CONTACT_VIEWS_PER_DAY = 100;

const contactKey = (userId: string) => `quota:contact:${userId}`;
/** Marks a person whose contact data the account was counted for, for a day (docs/decisions/173). */
const seenKey = (userId: string, employeeId: number) => `quota:contact-seen:${userId}:${employeeId}`;
const exportKey = (userId: string) => `quota:export-rows:${userId}`;
const matchKey = (userId: string) => `quota:match-rows:${userId}`;

/**
 * Daily quotas per account, counted in the account store (shared by every process). A refused
 * hit leaves the count where it was, so the quota opens again when its day ends.
 */
export function createQuotas(limits: LimitRepository) {
  async function state(key: string, limit: number): Promise<Quota> {
    const window = await limits.read(key);
    const used = window?.count ?? 0;
    return {
      limit,
      used,
      remaining: Math.max(0, limit - used),
      resets_at: window ? new Date(window.resetAt).toISOString() : null,
    };
  }

  /**
   * Counts a person once a day however often their page is opened or they are saved: a person
   * marked as counted in the last day is not counted again. The mark is set only after the
   * count, so requests at once can count a person twice but never show one uncounted.
   */
  async function countContactView(userId: string, employeeId: number) {
    const seen = await limits.read(seenKey(userId, employeeId));
    if (seen !== null) return { allowed: true, resetAt: seen.resetAt };
    const { count, resetAt } = await limits.hit(contactKey(userId), DAY_MS, { max: CONTACT_VIEWS_PER_DAY });
    const allowed = count <= CONTACT_VIEWS_PER_DAY;
    if (allowed) await limits.hit(seenKey(userId, employeeId), DAY_MS);
    return { allowed, resetAt };
  }

  return {
    /** Counts one view of a person's contact data; false when today's quota is used up. */
    contactView: async (userId: string, employeeId: number): Promise<boolean> =>
      (await countContactView(userId, employeeId)).allowed,

    /**
     * Counts a person's contact data saved to the contact book, the same quota as a view, once a
     * day per person (docs/decisions/173); a 429 when today's quota is used up.
     */
    async requireContactView(userId: string, employeeId: number): Promise<void> {
      const { allowed, resetAt } = await countContactView(userId, employeeId);
      if (allowed) return;
      throw fail('contact_quota_reached', { limit: CONTACT_VIEWS_PER_DAY }).retryAfter(
        Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      );
    },

    /** Counts an export of `rows` rows before it is built; a 429 when it would pass today's quota. */
    async exportRows(userId: string, rows: number): Promise<void> {
      if (rows === 0) return;
      const { count, resetAt } = await limits.hit(exportKey(userId), DAY_MS, {
        max: EXPORT_ROWS_PER_DAY,
        by: rows,
      });
      if (count <= EXPORT_ROWS_PER_DAY) return;
      const remaining = Math.max(0, EXPORT_ROWS_PER_DAY - (count - rows));
      throw fail('export_quota_reached', { rows, remaining, limit: EXPORT_ROWS_PER_DAY }).retryAfter(
        Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      );
    },

    /** Counts the rows of a matching job when it starts; a 429 when they would pass today's quota. */
    async matchRows(userId: string, rows: number): Promise<void> {
      const { count, resetAt } = await limits.hit(matchKey(userId), DAY_MS, {
        max: MATCH_ROWS_PER_DAY,
        by: rows,
      });
      if (count <= MATCH_ROWS_PER_DAY) return;
      const remaining = Math.max(0, MATCH_ROWS_PER_DAY - (count - rows));
      throw fail('match_rows_quota', { rows, remaining, limit: MATCH_ROWS_PER_DAY }).retryAfter(
        Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      );
    },

    /** The account's quotas as the UI shows them before an export. */
    async snapshot(userId: string) {
      return {
        export_rows: await state(exportKey(userId), EXPORT_ROWS_PER_DAY),
        contact_views: await state(contactKey(userId), CONTACT_VIEWS_PER_DAY),
      };
    },
  };
}

export type Quotas = ReturnType<typeof createQuotas>;
