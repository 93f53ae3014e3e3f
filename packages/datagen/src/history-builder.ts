/** Collects one company's events in any order and hands them out oldest first, with their recording dates. */
import type { EventType } from '@fd/contract';
import { isoDate } from './dates';
import { hash3 } from './random';
import type { EventRow } from './types';

/** The fields of an event besides its company, type and dates; absent ones are null. */
export type EventFields = Partial<Omit<EventRow, 'company_id' | 'type' | 'effective_date' | 'recorded_at'>>;

interface Pending {
  day: number;
  /** Order of adding, for events of one day; the registration comes first on its day. */
  seq: number;
  type: EventType;
  fields: EventFields;
}

/** Days between an event and its publication in the register, at most. */
const PUBLICATION_LAG = 14;
const SALT_LAG = 0x1a9;

export class HistoryBuilder {
  private pending: Pending[] = [];

  constructor(
    private readonly seed: number,
    private readonly companyId: number,
  ) {}

  add(type: EventType, day: number, fields: EventFields): void {
    this.pending.push({ day, seq: type === 'new_registration' ? -1 : this.pending.length, type, fields });
  }

  /** The newest event's day, or -Infinity without events. */
  newestDay(): number {
    let newest = Number.NEGATIVE_INFINITY;
    for (const event of this.pending) if (event.day > newest) newest = event.day;
    return newest;
  }

  /**
   * The events oldest first. Each is recorded a few days after it happened, or on the day the
   * company was added to the dataset when that came later; never after `today` unless it happened
   * then. The delay is a hash of the event's place, not a draw of the company's stream, so that a
   * loader that writes no events need not build them (its later draws stay the same).
   */
  rows(added: number, today: number): EventRow[] {
    this.pending.sort((a, b) => a.day - b.day || a.seq - b.seq);
    return this.pending.map(({ day, type, fields }, index) => {
      const lag = 1 + (hash3(this.seed, this.companyId, SALT_LAG + index) % PUBLICATION_LAG);
      const recorded = Math.max(added, Math.min(day + lag, Math.max(today, day)));
      return {
        company_id: this.companyId,
        type,
        effective_date: day,
        recorded_at: isoDate(recorded),
        old_value: fields.old_value ?? null,
        new_value: fields.new_value ?? null,
        person: fields.person ?? null,
        person_key: fields.person_key ?? null,
        role: fields.role ?? null,
        related_company_id: fields.related_company_id ?? null,
        amount: fields.amount ?? null,
        share: fields.share ?? null,
        reference: fields.reference ?? null,
      };
    });
  }
}
