/**
 * An import transaction's events (docs/decisions/130): the writer adds a company's events before
 * its change entry; they are handed on with that entry, so each event names the change that
 * recorded it. The SQLite store writes them at once, PostgreSQL after the batch's change entries.
 */
import type { EventRecord, ImportTransaction } from './types';

/** A store's import transaction before events are added to it. */
export type TransactionWithoutEvents = Omit<ImportTransaction, 'addEvents'>;

export function withEvents(
  tx: TransactionWithoutEvents,
  /** Called right after the company's change entry was recorded, with the events added for it. */
  recorded: (companyId: number, events: EventRecord[]) => void,
): ImportTransaction {
  const pending = new Map<number, EventRecord[]>();
  return {
    ...tx,
    async addEvents(companyId, events) {
      if (events.length > 0) pending.set(companyId, [...(pending.get(companyId) ?? []), ...events]);
    },
    async recordChange(companyId, source) {
      await tx.recordChange(companyId, source);
      const events = pending.get(companyId);
      if (!events) return;
      pending.delete(companyId);
      recorded(companyId, events);
    },
  };
}
