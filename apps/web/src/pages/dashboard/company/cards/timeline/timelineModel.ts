import { type CompanyEvent, EVENT_TYPES, type EventType } from '@fd/contract';

/** The types a history holds, in the model's order, each with its number of events. */
export function typeCounts(events: readonly CompanyEvent[]): { type: EventType; count: number }[] {
  const counts = new Map<EventType, number>();
  for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  return EVENT_TYPES.flatMap((type) => (counts.has(type) ? [{ type, count: counts.get(type)! }] : []));
}

/**
 * The page's 'last updated': the newest event's day (events come newest first); the record's
 * own update date only while it has no events.
 */
export function latestUpdate(events: readonly CompanyEvent[], dateUpdated: string | null): string | null {
  return events[0]?.effective_date ?? dateUpdated?.slice(0, 10) ?? null;
}

/** What a name or an address was before each change, newest first, with the day it changed. */
export function formerValues(
  events: readonly CompanyEvent[],
  type: Extract<EventType, 'name_change' | 'address_change'>,
): { value: string; until: string }[] {
  return events.flatMap((event) =>
    event.type === type && event.details.old_value !== null
      ? [{ value: event.details.old_value, until: event.effective_date }]
      : [],
  );
}
