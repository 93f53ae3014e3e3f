import { DATA_SOURCES, EVENT_TYPES } from '@fd/contract';
import { expect, it } from 'vitest';
import { EVENT_SOURCE_CODES, EVENT_TYPE_CODES, eventSourceOf, eventTypeOf } from './event-codes';

it('gives every event type and source a code of its own, and reads each back', () => {
  expect(new Set(Object.values(EVENT_TYPE_CODES)).size).toBe(EVENT_TYPES.length);
  for (const type of EVENT_TYPES) expect(eventTypeOf(EVENT_TYPE_CODES[type])).toBe(type);
  expect(new Set(Object.values(EVENT_SOURCE_CODES)).size).toBe(DATA_SOURCES.length);
  for (const source of DATA_SOURCES) expect(eventSourceOf(EVENT_SOURCE_CODES[source])).toBe(source);
  expect(() => eventTypeOf(0)).toThrow();
});
