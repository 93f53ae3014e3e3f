/**
 * The signal search's index of register events (issue 29 item 4, docs/decisions/141): for each
 * event type, its companies ordered by effective day, read once at start from the covering
 * `(type, effective_date, company_id)` index and kept current company by company from the change
 * sequence, like the filter columns.
 *
 * Per type, `companies` holds each event's company in day order and `dayStarts[i]` the first of
 * the events on `days[i]` (each distinct day once): 4 bytes per event plus 8 per distinct day and
 * type, about 70 MB for 16M events at 3.6M companies. A window is two binary searches and one
 * pass over its events. A company whose events changed after the load is masked in these arrays
 * and answered from `changed`, its current events read from the source again.
 *
 * The same events by company (`byCompany`, built from the arrays by type at load: 4 bytes per
 * event and 4 per company, about 80 MB at 3.6M) answer whether one company has an event in a
 * window by reading its few events: a wide window, whose pass over its events would cost more
 * than testing the search's candidates, is tested that way (docs/decisions/214).
 */
import { dayNumberOf, type EventType } from '@fd/contract';
import type { WorkBudget } from '../runtime/budget';
import { EVENT_TYPE_CODES } from '../store/event-codes';
import { bitmapBytes, hasBit, setBit } from './bitmap';
import { sharedArray, sharedCopy } from './shared-column';
import type { EventRowsSource } from './source';
import type { TitleSet } from './title-sets';

/** The events of every changed company without any: one array, never written to. */
const NO_EVENTS = new Int32Array(0);

/** Events tested between two looks at the clock. */
const SLICE = 65_536;

/**
 * A company's event in `byCompany`: its day times 256 plus its type code (codes are small
 * integers, store/event-codes.ts); `>> 8` gives the day back, also before 1970.
 */
const TYPE_BITS = 8;
const TYPE_MASK = (1 << TYPE_BITS) - 1;

interface TypeEvents {
  days: Int32Array;
  dayStarts: Int32Array;
  companies: Int32Array;
}

/** The first index of `values` (ascending) whose value is at least `target`. */
function lowerBound(values: Int32Array, target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The events of one type in a window: `events.companies` from `start` to `end` (excluded). */
interface TypeWindow {
  events: TypeEvents;
  start: number;
  end: number;
}

/** A search's event window: the type codes, the days (both included) and each type's stretch. */
interface Window {
  codes: Set<number>;
  first: number;
  last: number;
  stretches: TypeWindow[];
}

/**
 * The changed companies' events in three arrays: company `ids[k]` has the [type code, day] pairs
 * `pairs[starts[k]]` up to `pairs[starts[k + 1]]`. A snapshot, as they were when the state was
 * taken, in three shared buffers whatever the number of companies: an import changes thousands,
 * and an array of its own per company made every state posted after a follower batch clone each
 * one (docs/decisions/216).
 */
export interface ChangedEvents {
  ids: Int32Array;
  starts: Int32Array;
  pairs: Int32Array;
}

/**
 * The index as a reader in another thread receives it (docs/decisions/211): the arrays by type and
 * by company and the mask are shared buffers; the changed companies' events are a snapshot, as
 * they were when the state was taken: of every company changed since the load, or (`delta`) of
 * one applied batch's companies only, for a reader that follows the reader of the state before.
 */
export interface EventIndexState {
  byType: [code: number, events: TypeEvents][];
  byCompany: { starts: Int32Array; events: Int32Array };
  changed: ChangedEvents;
  delta: boolean;
  mask: Uint8Array;
}

/** The changed companies' events in three shared arrays (ChangedEvents). */
function packChanged(changed: readonly [id: number, events: Int32Array][]): ChangedEvents {
  const ids = sharedArray(Int32Array, changed.length);
  const starts = sharedArray(Int32Array, changed.length + 1);
  for (let k = 0; k < changed.length; k++) {
    const [id, events] = changed[k]!;
    ids[k] = id;
    starts[k + 1] = starts[k]! + events.length;
  }
  const pairs = sharedArray(Int32Array, starts[changed.length]!);
  for (let k = 0; k < changed.length; k++) pairs.set(changed[k]![1], starts[k]);
  return { ids, starts, pairs };
}

export class EventIndex {
  private readonly byType = new Map<number, TypeEvents>();
  /**
   * The loaded events by company: those of company `id` are `events[starts[id]]` up to
   * `events[starts[id + 1]]`, each packed as day and type (TYPE_BITS).
   */
  private readonly byCompany: { starts: Int32Array; events: Int32Array };
  /** Companies whose events changed since the load: their current events as [type code, day] pairs. */
  private readonly changed: Map<number, Int32Array>;
  /**
   * The companies in `changed`, one bit each. A reader's mask is the writer's buffer, so it may
   * already name a company whose events reach the reader with the next state: until then the
   * reader answers that company from the loaded events, as before its change.
   */
  private mask: Uint8Array = sharedArray(Uint8Array, 0);

  /**
   * Loads every event; with `state` (what `state()` gave in another thread), a reader of that
   * thread's index. A `delta` state needs `previous`, the reader of the state before it, whose
   * changed companies' events it takes over and adds the batch's to (the previous reader sees
   * them too, as it sees the writer's writes in place).
   */
  constructor(
    private readonly source: EventRowsSource,
    state?: EventIndexState,
    previous?: EventIndex,
  ) {
    if (!state) {
      this.changed = new Map();
      this.load();
      this.byCompany = this.loadByCompany();
      return;
    }
    this.byType = new Map(state.byType);
    this.byCompany = state.byCompany;
    if (state.delta && !previous) throw new Error('a delta of the changed events needs the reader before it');
    this.changed = state.delta && previous ? previous.changed : new Map();
    const { ids, starts, pairs } = state.changed;
    for (let k = 0; k < ids.length; k++) this.changed.set(ids[k]!, pairs.subarray(starts[k], starts[k + 1]));
    this.mask = state.mask;
  }

  /**
   * The arrays, the mask and a snapshot of the changed companies' events, for a reader
   * (docs/decisions/211): of every company changed since the load, or with `companyIds` (an
   * applied batch) only of those, so that a state per batch stays the size of its batch.
   */
  state(companyIds?: readonly number[]): EventIndexState {
    const changed: [number, Int32Array][] = companyIds === undefined ? [...this.changed] : [];
    for (const id of companyIds ?? []) {
      const pairs = this.changed.get(id);
      if (pairs) changed.push([id, pairs]);
    }
    return {
      byType: [...this.byType],
      byCompany: this.byCompany,
      changed: packChanged(changed),
      delta: companyIds !== undefined,
      mask: this.mask,
    };
  }

  private load(): void {
    const counts = new Map(this.source.typeCounts());
    const rows = this.source.events();
    interface Building {
      type: number;
      companies: Int32Array;
      days: number[];
      starts: number[];
      at: number;
    }
    let current = null as Building | null;
    const finish = () => {
      if (!current) return;
      this.byType.set(current.type, {
        companies: current.companies,
        days: sharedCopy(Int32Array.from(current.days)),
        dayStarts: sharedCopy(Int32Array.from(current.starts)),
      });
    };
    let lastDay = Number.NaN;
    for (const [type, day, companyId] of rows) {
      if (current?.type !== type) {
        finish();
        current = {
          type,
          companies: sharedArray(Int32Array, counts.get(type) ?? 0),
          days: [],
          starts: [],
          at: 0,
        };
        lastDay = Number.NaN;
      }
      if (day !== lastDay) {
        current.days.push(day);
        current.starts.push(current.at);
        lastDay = day;
      }
      current.companies[current.at++] = companyId;
    }
    finish();
  }

  /** The loaded events by company, sorted out of the arrays by type (a count, then a fill). */
  private loadByCompany(): { starts: Int32Array; events: Int32Array } {
    let maxId = 0;
    let total = 0;
    for (const [code, { companies }] of this.byType) {
      if (code > TYPE_MASK)
        throw new Error(`event type code ${code} does not fit the index's ${TYPE_BITS} bits`);
      for (let at = 0; at < companies.length; at++) if (companies[at]! > maxId) maxId = companies[at]!;
      total += companies.length;
    }
    const starts = sharedArray(Int32Array, maxId + 2);
    for (const { companies } of this.byType.values())
      for (let at = 0; at < companies.length; at++) starts[companies[at]! + 1]!++;
    for (let id = 1; id < starts.length; id++) starts[id]! += starts[id - 1]!;
    const fill = starts.slice(0, maxId + 1);
    const events = sharedArray(Int32Array, total);
    for (const [code, { days, dayStarts, companies }] of this.byType)
      for (let day = 0; day < days.length; day++) {
        const packed = days[day]! * (TYPE_MASK + 1) + code;
        const end = day + 1 < days.length ? dayStarts[day + 1]! : companies.length;
        for (let at = dayStarts[day]!; at < end; at++) events[fill[companies[at]!]!++] = packed;
      }
    return { starts, events };
  }

  /**
   * Reads the current events of changed companies; they are answered from those from now on. The
   * batch's pairs go into one array, each company's a view of it, and a company without events
   * shares one empty array: beside an import this runs every turn on a serving thread, and every
   * array kept in `changed` is one more object for the collector to move (docs/decisions/216).
   */
  refresh(companyIds: readonly number[]): void {
    const ids = companyIds.filter((id) => id > 0);
    if (ids.length === 0) return;
    // One statement for the batch (docs/decisions/216): by company, then day.
    const rows = this.source.eventsOf(ids);
    for (const id of ids) {
      this.changed.set(id, NO_EVENTS);
      if (bitmapBytes(id) > this.mask.length) {
        this.mask = sharedCopy(this.mask, bitmapBytes(Math.ceil(id * 1.25)));
      }
      setBit(this.mask, id);
    }
    if (rows.length === 0) return;
    const pairs = new Int32Array(rows.length * 2);
    let start = 0;
    for (let at = 0; at < rows.length; at++) {
      const row = rows[at]!;
      pairs[at * 2] = row[1];
      pairs[at * 2 + 1] = row[2];
      if (at + 1 === rows.length || rows[at + 1]![0] !== row[0]) {
        this.changed.set(row[0], pairs.subarray(start * 2, (at + 1) * 2));
        start = at + 1;
      }
    }
  }

  /** The loaded events of `types` from `from` to `to` (both included), found by type and day. */
  private window(types: readonly EventType[], from: string, to: string): Window {
    const codes = new Set(types.map((type) => EVENT_TYPE_CODES[type]));
    const first = dayNumberOf(from);
    const last = dayNumberOf(to);
    const stretches: TypeWindow[] = [];
    for (const code of codes) {
      const events = this.byType.get(code);
      if (!events) continue;
      const startDay = lowerBound(events.days, first);
      const endDay = lowerBound(events.days, last + 1);
      const start = startDay < events.days.length ? events.dayStarts[startDay]! : events.companies.length;
      const end = endDay < events.days.length ? events.dayStarts[endDay]! : events.companies.length;
      stretches.push({ events, start, end });
    }
    return { codes, first, last, stretches };
  }

  /**
   * About the work of `companies()` for a window: its loaded events, plus the events of the
   * changed companies, which it reads every time.
   */
  windowCost(types: readonly EventType[], from: string, to: string): number {
    let cost = 0;
    for (const { start, end } of this.window(types, from, to).stretches) cost += end - start;
    for (const pairs of this.changed.values()) cost += pairs.length >> 1;
    return cost;
  }

  /**
   * The companies with an event of one of `types` on a day from `from` to `to` (both
   * included), as a bitmap by company id up to `maxId`, and how many they are. Yields to the
   * event loop between slices of events.
   */
  async companies(
    types: readonly EventType[],
    from: string,
    to: string,
    maxId: number,
    budget: WorkBudget,
  ): Promise<TitleSet> {
    const bits = new Uint8Array(bitmapBytes(maxId));
    const { codes, first, last, stretches } = this.window(types, from, to);
    const mask = this.mask;
    let size = 0;
    const add = (id: number) => {
      if (id > maxId || hasBit(bits, id)) return;
      setBit(bits, id);
      size++;
    };
    for (const { events, start, end } of stretches)
      for (let sliceStart = start; sliceStart < end; sliceStart += SLICE) {
        const sliceEnd = Math.min(end, sliceStart + SLICE);
        for (let at = sliceStart; at < sliceEnd; at++) {
          const id = events.companies[at]!;
          if (!hasBit(mask, id) || !this.changed.has(id)) add(id);
        }
        if (budget.due()) await budget.pause();
      }
    for (const [id, pairs] of this.changed)
      for (let at = 0; at < pairs.length; at += 2)
        if (codes.has(pairs[at]!) && pairs[at + 1]! >= first && pairs[at + 1]! <= last) {
          add(id);
          break;
        }
    return { bits, size };
  }

  /**
   * The same question as `companies()` as a test of one company at a time, reading its events:
   * what a company up to `maxId` is in that bitmap. Reads the index as it is at each call, so a
   * change taken in meanwhile counts from then on, as it does for the filter columns.
   */
  holds(types: readonly EventType[], from: string, to: string, maxId: number): (id: number) => boolean {
    const wanted = new Uint8Array(TYPE_MASK + 1);
    for (const type of types) wanted[EVENT_TYPE_CODES[type]] = 1;
    const first = dayNumberOf(from);
    const last = dayNumberOf(to);
    const { starts, events } = this.byCompany;
    const loaded = starts.length - 1;
    return (id) => {
      if (id > maxId) return false;
      const pairs = hasBit(this.mask, id) ? this.changed.get(id) : undefined;
      if (pairs) {
        for (let at = 0; at < pairs.length; at += 2)
          if (wanted[pairs[at]!] === 1 && pairs[at + 1]! >= first && pairs[at + 1]! <= last) return true;
        return false;
      }
      if (id >= loaded) return false;
      const end = starts[id + 1]!;
      for (let at = starts[id]!; at < end; at++) {
        const packed = events[at]!;
        const day = packed >> TYPE_BITS;
        if (wanted[packed & TYPE_MASK] === 1 && day >= first && day <= last) return true;
      }
      return false;
    };
  }
}
