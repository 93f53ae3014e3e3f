import { EXPORT_ROWS_PER_DAY, type Quota } from '@fd/contract';
import { AppError } from '../../errors';
import type { LimitRepository } from '../../store/types';
import type { Lang } from '../auth/messages';

const DAY_MS = 24 * 3600 * 1000;

/** Employees' e-mail addresses and phone numbers one account may see per day. */
export const CONTACT_VIEWS_PER_DAY = 100;

const EXPORT_QUOTA = {
  de: 'Dieser Export ({{rows}} Zeilen) ist größer als der heutige Rest des Exportkontingents Ihres Kontos ({{remaining}} von {{limit}} Zeilen). Entfernen Sie Firmen aus der Liste oder exportieren Sie morgen.',
  en: "This export ({{rows}} rows) is larger than what is left of today's export quota of your account ({{remaining}} of {{limit}} rows). Remove companies from the list or export tomorrow.",
};

const contactKey = (userId: string) => `quota:contact:${userId}`;
const exportKey = (userId: string) => `quota:export-rows:${userId}`;

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

  return {
    /** Counts one view of a person's contact data; false when today's quota is used up. */
    async contactView(userId: string): Promise<boolean> {
      const { count } = await limits.hit(contactKey(userId), DAY_MS, { max: CONTACT_VIEWS_PER_DAY });
      return count <= CONTACT_VIEWS_PER_DAY;
    },

    /** Counts an export of `rows` rows before it is built; a 429 when it would pass today's quota. */
    async exportRows(userId: string, rows: number, lang: Lang): Promise<void> {
      if (rows === 0) return;
      const { count, resetAt } = await limits.hit(exportKey(userId), DAY_MS, {
        max: EXPORT_ROWS_PER_DAY,
        by: rows,
      });
      if (count <= EXPORT_ROWS_PER_DAY) return;
      const remaining = Math.max(0, EXPORT_ROWS_PER_DAY - (count - rows));
      const text = EXPORT_QUOTA[lang]
        .replace('{{rows}}', rows.toLocaleString(lang))
        .replace('{{remaining}}', remaining.toLocaleString(lang))
        .replace('{{limit}}', EXPORT_ROWS_PER_DAY.toLocaleString(lang));
      throw new AppError('rate_limited', text, 'export_quota_reached', {
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      });
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
