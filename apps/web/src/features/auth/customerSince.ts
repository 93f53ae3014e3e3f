import { localDayKey } from '../../i18n/dates';

/**
 * "Kunde seit" / "Customer since": the local day ('yyyy-mm-dd') the account was created. The
 * account page shows it, and the billing sample bills its first month on that day
 * (docs/decisions/193), so the first invoice is never earlier than the customer.
 */
export function customerSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : localDayKey(date);
}
