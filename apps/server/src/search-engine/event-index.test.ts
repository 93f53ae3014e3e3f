import { dayNumberOf, EVENT_TYPES, type EventType } from '@fd/contract';
import { mulberry32 } from '@fd/datagen';
import { describe, expect, it } from 'vitest';
import { WorkBudget } from '../runtime/budget';
import { EVENT_TYPE_CODES } from '../store/event-codes';
import { hasBit } from './bitmap';
import { EventIndex } from './event-index';
import type { EventRowsSource } from './source';

/**
 * The event index answers a window two ways, a set read from the events by type and day and a
 * test of one company's events (docs/decisions/214); on any events, before and after changes
 * the change sequence hands it, both say what a plain reading of the events says.
 */

interface Event {
  type: EventType;
  date: string;
  company: number;
}

/** Days from 1950 to 2030: before 1970 too, where a day count is negative. */
const dateOf = (next: () => number) =>
  new Date(Date.UTC(1950, 0, 1) + Math.floor(next() * 80 * 365) * 86_400_000).toISOString().slice(0, 10);

/** An events table the index reads through the source's three queries (days as the store keeps them). */
function table(events: Event[]): EventRowsSource {
  return {
    typeCounts: () => {
      const counts = new Map<number, number>();
      for (const { type } of events)
        counts.set(EVENT_TYPE_CODES[type], (counts.get(EVENT_TYPE_CODES[type]) ?? 0) + 1);
      return [...counts];
    },
    events: () =>
      events
        .map((e): [number, number, number] => [EVENT_TYPE_CODES[e.type], dayNumberOf(e.date), e.company])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1]),
    // By company, then day, as the source promises (the index takes each company's run of rows).
    eventsOf: (companyIds) =>
      events
        .filter((e) => companyIds.includes(e.company))
        .map((e): [number, number, number] => [e.company, EVENT_TYPE_CODES[e.type], dayNumberOf(e.date)])
        .sort((a, b) => a[0] - b[0] || a[2] - b[2]),
  };
}

interface Window {
  types: EventType[];
  from: string;
  to: string;
}

function randomWindow(next: () => number, events: Event[]): Window {
  const types = EVENT_TYPES.filter(() => next() < 0.2);
  if (types.length === 0) types.push(EVENT_TYPES[Math.floor(next() * EVENT_TYPES.length)]!);
  // Days that are events' days, so that both ends of a window are hit exactly.
  const day = () => (next() < 0.7 ? events[Math.floor(next() * events.length)]!.date : dateOf(next));
  const [from, to] = [day(), day()].sort() as [string, string];
  return { types, from, to };
}

const truth = (events: Event[], { types, from, to }: Window, maxId: number) =>
  new Set(
    events
      .filter((e) => types.includes(e.type) && e.date >= from && e.date <= to && e.company <= maxId)
      .map((e) => e.company),
  );

/** Both answers of the index for every company id up to past `maxId`, against the truth. */
async function expectBothAnswers(index: EventIndex, events: Event[], window: Window, maxId: number) {
  const expected = truth(events, window, maxId);
  const set = await index.companies(window.types, window.from, window.to, maxId, new WorkBudget(60_000));
  const holds = index.holds(window.types, window.from, window.to, maxId);
  const inSet: number[] = [];
  const tested: number[] = [];
  for (let id = 0; id <= maxId + 20; id++) {
    if (hasBit(set.bits, id)) inSet.push(id);
    if (holds(id)) tested.push(id);
  }
  const label = JSON.stringify(window);
  expect(inSet, label).toEqual([...expected].sort((a, b) => a - b));
  expect(tested, label).toEqual(inSet);
  expect(set.size, label).toBe(expected.size);
}

function randomEvents(next: () => number, companies: number, count: number): Event[] {
  return Array.from({ length: count }, () => ({
    type: EVENT_TYPES[Math.floor(next() * EVENT_TYPES.length)]!,
    date: next() < 0.3 ? '2020-06-30' : dateOf(next),
    company: 1 + Math.floor(next() * companies),
  }));
}

describe('the event index', () => {
  it('reads a window into a set and tests a company on its events alike', async () => {
    const next = mulberry32(214);
    const events = randomEvents(next, 400, 3000);
    const index = new EventIndex(table(events));
    for (let round = 0; round < 150; round++)
      await expectBothAnswers(index, events, randomWindow(next, events), 400);
    await expectBothAnswers(
      index,
      events,
      { types: [...EVENT_TYPES], from: '1850-01-01', to: '2100-12-31' },
      400,
    );
    // A bound below the loaded companies leaves the ones above it out of both.
    await expectBothAnswers(
      index,
      events,
      { types: [...EVENT_TYPES], from: '1850-01-01', to: '2100-12-31' },
      150,
    );
  });

  it('answers both ways from the current events of the companies the change sequence names', async () => {
    const next = mulberry32(29);
    const events = randomEvents(next, 300, 2000);
    const gaining = 17;
    const losing = events.find((e) => e.company !== gaining)!.company;
    const added = 305;
    const changes: Event[] = [
      { type: 'merger', date: '1960-02-29', company: gaining },
      { type: 'insolvency_opened', date: '2026-11-30', company: gaining },
      { type: 'management_appointed', date: '2026-11-30', company: added },
    ];
    const after = [...events.filter((e) => e.company !== losing), ...changes];
    // Loaded before the changes; asked for the changed companies' events after them.
    const changed = new EventIndex({ ...table(events), eventsOf: table(after).eventsOf });
    const before = changed.holds([...EVENT_TYPES], '1850-01-01', '2100-12-31', 310);
    expect([before(gaining), before(losing), before(added)]).toEqual([true, true, false]);
    changed.refresh([gaining, losing, added, 0]);
    for (let round = 0; round < 100; round++)
      await expectBothAnswers(changed, after, randomWindow(next, after), 310);
    for (const window of [
      { types: ['merger'] as EventType[], from: '1960-02-29', to: '1960-02-29' },
      {
        types: ['insolvency_opened', 'management_appointed'] as EventType[],
        from: '2026-11-01',
        to: '2026-11-30',
      },
      { types: [...EVENT_TYPES], from: '1850-01-01', to: '2100-12-31' },
    ])
      await expectBothAnswers(changed, after, window, 310);
    // A test made before the changes were taken in answers from them too.
    expect([before(gaining), before(losing), before(added)]).toEqual([true, false, true]);
  });

  it('hands a reader the changed companies’ events in three arrays, and the reader answers alike', async () => {
    const next = mulberry32(216);
    const events = randomEvents(next, 300, 2000);
    const after = events.map((e) => (e.company % 3 === 0 ? { ...e, date: '2026-11-30' } : e));
    const writer = new EventIndex({ ...table(events), eventsOf: table(after).eventsOf });
    const changed = Array.from({ length: 100 }, (_, at) => 3 * (at + 1));
    writer.refresh(changed);
    const state = writer.state();
    // Three shared buffers, not one array per changed company (docs/decisions/216).
    expect(Object.values(state.changed).map((array) => array.buffer.constructor)).toEqual([
      SharedArrayBuffer,
      SharedArrayBuffer,
      SharedArrayBuffer,
    ]);
    expect([...state.changed.ids]).toEqual(changed);
    const reader = new EventIndex(table(events), structuredClone(state));
    for (let round = 0; round < 60; round++)
      await expectBothAnswers(reader, after, randomWindow(next, after), 300);
  });

  it('keeps a batch’s events in one array and no array for a company without events; two batches leave what one leaves', () => {
    const next = mulberry32(30);
    const events = randomEvents(next, 100, 600);
    // Companies 4, 8, … lose their events; 3, 6, … move theirs.
    const after = events
      .filter((e) => e.company % 4 !== 0)
      .map((e) => (e.company % 3 === 0 ? { ...e, date: '2026-11-30' } : e));
    const source = { ...table(events), eventsOf: table(after).eventsOf };
    const first = Array.from({ length: 25 }, (_, at) => 2 * (at + 1));
    const second = Array.from({ length: 25 }, (_, at) => 30 + 2 * at);
    const twice = new EventIndex(source);
    twice.refresh(first);
    twice.refresh(second);
    const once = new EventIndex(source);
    once.refresh([...new Set([...first, ...second])]);
    expect(twice.state()).toStrictEqual(once.state());
    // Fewer objects for the collector beside an import (docs/decisions/216).
    const changed = (twice as unknown as { changed: Map<number, Int32Array> }).changed;
    const without = second.filter((id) => id % 4 === 0).map((id) => changed.get(id)!);
    expect(without.every((pairs) => pairs.length === 0)).toBe(true);
    expect(new Set(without).size).toBe(1);
    const withEvents = second.map((id) => changed.get(id)!).filter((pairs) => pairs.length > 0);
    expect(withEvents.length).toBeGreaterThan(5);
    expect(new Set(withEvents.map((pairs) => pairs.buffer)).size).toBe(1);
  });

  it('counts the events a set of a window reads', () => {
    const events: Event[] = [
      { type: 'merger', date: '2020-01-01', company: 1 },
      { type: 'merger', date: '2020-01-02', company: 2 },
      { type: 'merger', date: '2021-01-01', company: 1 },
      { type: 'deletion', date: '2020-01-02', company: 3 },
    ];
    const index = new EventIndex(table(events));
    expect(index.windowCost(['merger'], '2020-01-01', '2020-12-31')).toBe(2);
    expect(index.windowCost(['merger', 'deletion'], '2020-01-02', '2021-01-01')).toBe(3);
    expect(index.windowCost(['liquidation'], '1850-01-01', '2100-12-31')).toBe(0);
    index.refresh([2]);
    // A changed company's events are read on every window, whatever its types.
    expect(index.windowCost(['liquidation'], '1850-01-01', '2100-12-31')).toBe(1);
  });
});
