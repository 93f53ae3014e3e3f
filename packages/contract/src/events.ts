import { z } from 'zod';
import { ZDataSource } from './provenance';

/**
 * Register events (issue 29): one dated history per company. Every card of a company page that
 * shows how the company came to be as it is — representatives with their dates, former names and
 * addresses, status, founding date, the latest update — tells the same story as its events
 * (docs/decisions/130).
 */

/** The event types, by their API ids. */
export const EVENT_TYPES = [
  'new_registration',
  'name_change',
  /** Address or seat. */
  'address_change',
  'legal_form_change',
  /** Business purpose (Unternehmensgegenstand). */
  'object_change',
  'capital_change',
  'management_appointed',
  'management_left',
  'prokura_granted',
  'prokura_revoked',
  /** A shareholder or the parent company changed. */
  'shareholder_change',
  'subsidiary_added',
  'subsidiary_removed',
  'insolvency_opened',
  'insolvency_closed',
  'liquidation',
  'deletion',
  'merger',
  /** Annual accounts published. */
  'accounts_published',
  /** A status change none of the types above describes (a company active again). */
  'status_change',
  /** LEI, register number or court, or the founding date corrected by a source. */
  'register_change',
  /** Website, e-mail or phone: not a register event, but a change to what the page shows. */
  'contact_change',
] as const;
export const ZEventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof ZEventType>;

/** What an event is about besides its type and dates; every field is null where it does not apply. */
export const ZEventDetails = z.object({
  /** The value before and after (names, addresses, legal forms, statuses, capital as a number). */
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  /** The person involved: name, registered role, and their page key (`p…`) when they have one. */
  person: z.object({ name: z.string(), role: z.string().nullable(), key: z.string().nullable() }).nullable(),
  /** The company involved (parent, subsidiary, the company merged into); its id when we hold it. */
  company: z.object({ company_id: z.number().int().nullable(), name: z.string() }).nullable(),
  /** An amount of money: the capital after a capital change, the capital at registration. */
  amount: z.number().nullable(),
  /** A share in percent (shareholder and subsidiary changes); 0 when the shareholder left. */
  share: z.number().nullable(),
  /** The register's reference: court and case number of proceedings, the register number. */
  reference: z.string().nullable(),
});
export type EventDetails = z.infer<typeof ZEventDetails>;

export const ZCompanyEvent = z.object({
  event_id: z.number().int(),
  type: ZEventType,
  /** When it happened in the register (YYYY-MM-DD). */
  effective_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /**
   * When Firmenradar learned it (ISO 8601): a date for the histories that came with the dataset,
   * a timestamp for what an import or Refresh Data recorded.
   */
  recorded_at: z.string(),
  source: ZDataSource,
  details: ZEventDetails,
});
export type CompanyEvent = z.infer<typeof ZCompanyEvent>;

/** Events a company page receives at most, newest first. */
export const COMPANY_EVENTS_LIMIT = 1000;
/** `recent_updates` of a company: its newest events, at most this many. */
export const RECENT_UPDATES_LIMIT = 5;

/** A mandate's register title that is a Prokura (Prokurist, Prokuristin) rather than an office. */
export const isProkuraRole = (role: string | null): boolean => role?.startsWith('Prokurist') === true;

/** The event types that start and end a mandate with this role. */
export function mandateEventTypes(role: string | null): { start: EventType; end: EventType } {
  return isProkuraRole(role)
    ? { start: 'prokura_granted', end: 'prokura_revoked' }
    : { start: 'management_appointed', end: 'management_left' };
}

/** Details with every field empty, to spread the ones an event has over. */
export const NO_DETAILS: EventDetails = {
  old_value: null,
  new_value: null,
  person: null,
  company: null,
  amount: null,
  share: null,
  reference: null,
};

/** Newest first by effective date; among events of one day, the later recorded (higher id) first. */
export function newestFirst(a: CompanyEvent, b: CompanyEvent): number {
  if (a.effective_date !== b.effective_date) return a.effective_date < b.effective_date ? 1 : -1;
  return b.event_id - a.event_id;
}

/**
 * The people a history leaves in office: everyone appointed (or granted Prokura) whose mandate
 * no later event ended, by name and role. What the board card lists must be exactly these.
 */
export function currentMandates(events: readonly CompanyEvent[]): { name: string; role: string | null }[] {
  const open = new Map<string, { name: string; role: string | null }[]>();
  const oldestFirst = [...events].sort((a, b) => newestFirst(b, a));
  for (const event of oldestFirst) {
    const person = event.details.person;
    if (!person) continue;
    const key = `${person.name}\u0000${person.role ?? ''}`;
    const holders = open.get(key) ?? [];
    if (event.type === 'management_appointed' || event.type === 'prokura_granted')
      open.set(key, [...holders, { name: person.name, role: person.role }]);
    else if (event.type === 'management_left' || event.type === 'prokura_revoked') holders.pop();
  }
  return [...open.values()].flat();
}
