/**
 * The events table's rows on both engines: the columns a write fills, an event to record as
 * those values, and a stored row as the API's event.
 */
import { type CompanyEvent, dayNumberOf, isoDateOfDay, NO_DETAILS } from '@fd/contract';
import { EVENT_SOURCE_CODES, EVENT_TYPE_CODES, eventSourceOf, eventTypeOf } from './event-codes';
import type { EventRecord } from './types';

/** Every column but event_id, in the order of the values below; the effective date as its day number. */
export const EVENT_COLUMNS = [
  'company_id',
  'type',
  'effective_date',
  'recorded_at',
  'source',
  'change_id',
  'old_value',
  'new_value',
  'person',
  'person_key',
  'role',
  'related_company_id',
  'related_name',
  'amount',
  'share',
  'reference',
] as const;

/** The values of EVENT_COLUMNS for an event of a company, recorded by the change entry `changeId`. */
export function eventValues(companyId: number, changeId: number | null, event: EventRecord): unknown[] {
  const company = event.company ?? null;
  return [
    companyId,
    EVENT_TYPE_CODES[event.type],
    dayNumberOf(event.effectiveDate),
    event.recordedAt,
    EVENT_SOURCE_CODES[event.source],
    changeId,
    event.oldValue ?? null,
    event.newValue ?? null,
    event.person?.name ?? null,
    event.person?.personKey ?? null,
    event.person?.role ?? null,
    company?.companyId ?? null,
    // The name of a company we hold is read from the dataset, so it follows renames.
    company !== null && company.companyId === null ? company.name : null,
    event.amount ?? null,
    event.share ?? null,
    event.reference ?? null,
  ];
}

/** A stored row (its columns, and `related_company_name` read beside it) as the API's event. */
export function toCompanyEvent(row: Record<string, unknown>): CompanyEvent {
  const relatedId = row.related_company_id as number | null;
  const relatedName = (row.related_name ?? row.related_company_name) as string | null;
  const personKey = row.person_key as string | null;
  return {
    event_id: Number(row.event_id),
    type: eventTypeOf(Number(row.type)),
    effective_date: isoDateOfDay(Number(row.effective_date)),
    recorded_at: row.recorded_at as string,
    source: eventSourceOf(Number(row.source)),
    details: {
      ...NO_DETAILS,
      old_value: row.old_value as string | null,
      new_value: row.new_value as string | null,
      person:
        row.person === null
          ? null
          : {
              name: row.person as string,
              role: row.role as string | null,
              key: personKey && `p${personKey}`,
            },
      company:
        relatedId === null && relatedName === null
          ? null
          : { company_id: relatedId, name: relatedName ?? `#${relatedId}` },
      amount: row.amount as number | null,
      share: row.share as number | null,
      reference: row.reference as string | null,
    },
  };
}
