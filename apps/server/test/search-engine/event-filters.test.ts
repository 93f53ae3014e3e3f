import { dayNumberOf, EVENT_TYPES, type EventType, isoDateOfDay } from '@fd/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyFilterIndex } from '../../src/search-engine/company-filter-index';
import { EventIndex } from '../../src/search-engine/event-index';
import { EVENT_TYPE_CODES } from '../../src/store/event-codes';
import type { SqliteDatabase } from '../../src/store/sqlite/database';
import type { CompanyFilter, CompanySearchQuery } from '../../src/store/types';
import { type FilterIndexCopy, openFilterIndexCopy } from './filter-index-copy';

/**
 * The event filter on the filter index over the test dataset (docs/decisions/214): a wide window
 * is tested on the candidates of the pass, a narrow one is read into a set that drives it; each
 * finds what a plain reading of the events table finds, in popularity and in a figure's order,
 * and a company whose events the change sequence names is found by its current events.
 */
let copy: FilterIndexCopy;
let db: SqliteDatabase;
let index: CompanyFilterIndex;
let newest: string;

type EventFilter = Extract<CompanyFilter, { kind: 'event' }>;
const event = (types: readonly EventType[], from: string, to: string): EventFilter => ({
  kind: 'event',
  types: [...types],
  from,
  to,
});
const query = (
  must: CompanyFilter[],
  atleast: CompanyFilter[] = [],
  order?: CompanySearchQuery['order'],
): CompanySearchQuery => ({ name: null, area: null, filters: { must, atleast, exclusive: [] }, order });
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The companies with such an event, by plain SQL, in id (popularity) order. */
const withEvents = ({ types, from, to }: EventFilter): number[] =>
  db
    .prepare(
      `SELECT DISTINCT company_id FROM company_events
        WHERE type IN (${types.map((type) => EVENT_TYPE_CODES[type]).join(', ')})
          AND effective_date >= ? AND effective_date <= ? ORDER BY company_id`,
    )
    .pluck()
    .all(dayNumberOf(from), dayNumberOf(to)) as number[];

/** Every match of a query, counted without a cap. */
const everything = (q: CompanySearchQuery) => index.search(q, 0, 1_000_000, 1_000_000);

beforeAll(() => {
  copy = openFilterIndexCopy('fd-event-filters-');
  ({ db, index } = copy);
  newest = isoDateOfDay(db.prepare('SELECT max(effective_date) FROM company_events').pluck().get() as number);
});
afterAll(() => copy.close());
afterEach(() => vi.restoreAllMocks());

describe('the event filter of the filter index', () => {
  const wide = () => event(EVENT_TYPES, daysBefore(newest, 3652), newest);
  const narrow = () => event(['management_appointed'], daysBefore(newest, 89), newest);

  it('tests a wide window on the candidates, stopping when the page and the count are full', async () => {
    const sets = vi.spyOn(EventIndex.prototype, 'companies');
    const expected = withEvents(wide());
    expect(expected.length).toBeGreaterThan(1000);
    expect(await index.search(query([wide()]), 0, 10, 101)).toEqual({
      ids: expected.slice(0, 10),
      total: 101,
    });
    expect(await index.search(query([wide()]), 500, 10, 101)).toEqual({
      ids: expected.slice(500, 510),
      total: 101,
    });
    expect(await everything(query([wide()]))).toEqual({ ids: expected, total: expected.length });
    expect(sets).not.toHaveBeenCalled();
  });

  it('keeps a figure order on a wide window: highest revenue first, companies without it last, ties by id', async () => {
    const sets = vi.spyOn(EventIndex.prototype, 'companies');
    const key = (id: number) => -(index.figure('revenue', id) ?? Number.NEGATIVE_INFINITY);
    const expected = withEvents(wide()).sort((a, b) => key(a) - key(b) || a - b);
    const found = await index.search(
      query([wide()], [], { indicator: 'revenue', direction: 'desc' }),
      20,
      10,
      101,
    );
    expect(found).toEqual({ ids: expected.slice(20, 30), total: 101 });
    expect(sets).not.toHaveBeenCalled();
  });

  it('reads a narrow window into a set, and tests a wide one beside it on the set’s companies', async () => {
    const sets = vi.spyOn(EventIndex.prototype, 'companies');
    const few = withEvents(narrow());
    expect(few.length).toBeGreaterThan(0);
    expect(await everything(query([narrow()]))).toEqual({ ids: few, total: few.length });
    expect(sets).toHaveBeenCalledTimes(1);
    const old = event(EVENT_TYPES, '1850-01-01', daysBefore(newest, 3653));
    const both = new Set(withEvents(old));
    const expected = few.filter((id) => both.has(id));
    expect(await everything(query([narrow(), old]))).toEqual({ ids: expected, total: expected.length });
    expect(sets).toHaveBeenCalledTimes(2);
    // Under AT LEAST one of two: a company with either.
    const either = [...new Set([...few, ...withEvents(old)])].sort((a, b) => a - b);
    expect(await everything(query([], [narrow(), old]))).toEqual({ ids: either, total: either.length });
  });

  it('finds a company by its current events once the change sequence names it, tested or read into a set', async () => {
    const sets = vi.spyOn(EventIndex.prototype, 'companies');
    const missing = db
      .prepare(
        `SELECT company_id FROM companies WHERE company_id NOT IN
          (SELECT company_id FROM company_events WHERE effective_date >= ?) ORDER BY company_id LIMIT 1`,
      )
      .pluck()
      .get(dayNumberOf(daysBefore(newest, 3652))) as number;
    const leaving = withEvents(narrow())[0]!;
    db.prepare(
      `INSERT INTO company_events (company_id, type, effective_date, recorded_at, source)
       VALUES (?, ?, ?, ?, 2)`,
    ).run(missing, EVENT_TYPE_CODES.management_appointed, dayNumberOf(newest), `${newest}T12:00:00Z`);
    db.prepare('DELETE FROM company_events WHERE company_id = ?').run(leaving);
    const wideBefore = await everything(query([wide()]));
    const narrowBefore = await everything(query([narrow()]));
    expect(wideBefore.ids).not.toContain(missing);
    expect(narrowBefore.ids).toContain(leaving);
    // What the change follower does with the companies of a change entry.
    index.refresh([missing, leaving]);
    const wideAfter = withEvents(wide());
    const narrowAfter = withEvents(narrow());
    expect(wideAfter).toContain(missing);
    expect(narrowAfter).not.toContain(leaving);
    expect(await everything(query([wide()]))).toEqual({ ids: wideAfter, total: wideAfter.length });
    expect(await everything(query([narrow()]))).toEqual({ ids: narrowAfter, total: narrowAfter.length });
    expect(sets).toHaveBeenCalledTimes(2);
  });
});
