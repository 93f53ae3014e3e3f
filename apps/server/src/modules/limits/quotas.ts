import type { LimitRepository } from '../../store/types';

const DAY_MS = 24 * 3600 * 1000;

/** Employees' e-mail addresses and phone numbers one account may see per day. */
export const CONTACT_VIEWS_PER_DAY = 100;

/**
 * Daily quotas per account, counted in the account store (shared by every process). A refused
 * hit leaves the count where it was, so the quota opens again when its day ends.
 */
export function createQuotas(limits: LimitRepository) {
  return {
    /** Counts one view of a person's contact data; false when today's quota is used up. */
    async contactView(userId: string): Promise<boolean> {
      const { count } = await limits.hit(`quota:contact:${userId}`, DAY_MS, { max: CONTACT_VIEWS_PER_DAY });
      return count <= CONTACT_VIEWS_PER_DAY;
    },
  };
}

export type Quotas = ReturnType<typeof createQuotas>;
