import { EVENT_TYPES, type EventType, parseEventTypes } from '@fd/contract';
import { fail } from '../../errors';

/**
 * The event types a watched company alerts to (docs/decisions/142), as the account store keeps
 * them: null is every type (also types added later), '' none, else the ids comma-separated.
 */
export function storedAlertTypes(stored: string | null): EventType[] | null {
  // A type a later version no longer knows is left out rather than failing the whole watch list.
  return stored === null ? null : stored.split(',').filter(isEventType);
}

const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

/** The types a request chose, as stored: unknown ids are a 400, every type is null (all). */
export function alertTypesToStore(requested: readonly string[]): string | null {
  const parsed = parseEventTypes(requested.join(','));
  if ('unknown' in parsed) throw fail('event_type_unknown', { type: parsed.unknown }).inField('types');
  return parsed.types.length === EVENT_TYPES.length ? null : parsed.types.join(',');
}
