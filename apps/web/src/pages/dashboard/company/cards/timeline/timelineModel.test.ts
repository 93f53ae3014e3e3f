import { type CompanyEvent, type EventDetails, NO_DETAILS } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { formerValues, latestUpdate, typeCounts } from './timelineModel';

let id = 0;
const event = (type: CompanyEvent['type'], effective_date: string, details: Partial<EventDetails> = {}) => ({
  event_id: ++id,
  type,
  effective_date,
  recorded_at: effective_date,
  source: 'generator' as const,
  details: { ...NO_DETAILS, ...details },
});

// Newest first, as the API sends them.
const events: CompanyEvent[] = [
  event('address_change', '2024-05-01', {
    old_value: 'Hauptstraße 2, 1010 Wien',
    new_value: 'Ring 1, 1010 Wien',
  }),
  event('name_change', '2020-01-01', { old_value: 'Alt GmbH', new_value: 'Neu GmbH' }),
  event('management_appointed', '2019-03-01'),
  event('address_change', '2015-02-01', {
    old_value: 'Gasse 3, 1020 Wien',
    new_value: 'Hauptstraße 2, 1010 Wien',
  }),
  event('new_registration', '2010-06-01'),
];

describe('timeline model', () => {
  it('counts the types present in the order of the model', () => {
    expect(typeCounts(events)).toEqual([
      { type: 'new_registration', count: 1 },
      { type: 'name_change', count: 1 },
      { type: 'address_change', count: 2 },
      { type: 'management_appointed', count: 1 },
    ]);
  });

  it("takes 'last updated' from the newest event, the record's date only without events", () => {
    expect(latestUpdate(events, '2026-01-01')).toBe('2024-05-01');
    expect(latestUpdate([], '2026-01-01T10:00:00.000Z')).toBe('2026-01-01');
    expect(latestUpdate([], null)).toBeNull();
  });

  it('lists former names and addresses newest first, each until the day it changed', () => {
    expect(formerValues(events, 'name_change')).toEqual([{ value: 'Alt GmbH', until: '2020-01-01' }]);
    expect(formerValues(events, 'address_change')).toEqual([
      { value: 'Hauptstraße 2, 1010 Wien', until: '2024-05-01' },
      { value: 'Gasse 3, 1020 Wien', until: '2015-02-01' },
    ]);
  });
});
