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
 */
import type { EventType } from '@fd/contract';
import type { WorkBudget } from '../runtime/budget';
import { EVENT_TYPE_CODES } from '../store/event-codes';
import { bitmapBytes, hasBit, setBit } from './bitmap';
import type { EventRowsSource } from './source';
import type { TitleSet } from './title-sets';

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayOf = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Events tested between two looks at the clock. */
const SLICE = 65_536;

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

export class EventIndex {
  private readonly byType = new Map<number, TypeEvents>();
  /** Companies whose events changed since the load: their current events as [type code, day] pairs. */
  private readonly changed = new Map<number, Int32Array>();
  private mask = new Uint8Array(0);

  constructor(private readonly source: EventRowsSource) {
    this.load();
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
        days: Int32Array.from(current.days),
        dayStarts: Int32Array.from(current.starts),
      });
    };
    let lastDate = '';
    for (const [type, date, companyId] of rows) {
      if (current?.type !== type) {
        finish();
        current = { type, companies: new Int32Array(counts.get(type) ?? 0), days: [], starts: [], at: 0 };
        lastDate = '';
      }
      if (date !== lastDate) {
        current.days.push(dayOf(date));
        current.starts.push(current.at);
        lastDate = date;
      }
      current.companies[current.at++] = companyId;
    }
    finish();
  }

  /** Reads the current events of changed companies; they are answered from those from now on. */
  refresh(companyIds: readonly number[]): void {
    for (const id of companyIds) {
      if (id <= 0) continue;
      const events = this.source.eventsOf(id);
      const pairs = new Int32Array(events.length * 2);
      events.forEach(([type, date], at) => {
        pairs[at * 2] = type;
        pairs[at * 2 + 1] = dayOf(date);
      });
      this.changed.set(id, pairs);
      if (bitmapBytes(id) > this.mask.length) {
        const grown = new Uint8Array(bitmapBytes(Math.ceil(id * 1.25)));
        grown.set(this.mask);
        this.mask = grown;
      }
      setBit(this.mask, id);
    }
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
    const first = dayOf(from);
    const last = dayOf(to);
    const mask = this.mask;
    let size = 0;
    const add = (id: number) => {
      if (id > maxId || hasBit(bits, id)) return;
      setBit(bits, id);
      size++;
    };
    const codes = new Set(types.map((type) => EVENT_TYPE_CODES[type]));
    for (const code of codes) {
      const events = this.byType.get(code);
      if (!events) continue;
      const startDay = lowerBound(events.days, first);
      const endDay = lowerBound(events.days, last + 1);
      const start = startDay < events.days.length ? events.dayStarts[startDay]! : events.companies.length;
      const end = endDay < events.days.length ? events.dayStarts[endDay]! : events.companies.length;
      for (let sliceStart = start; sliceStart < end; sliceStart += SLICE) {
        const sliceEnd = Math.min(end, sliceStart + SLICE);
        for (let at = sliceStart; at < sliceEnd; at++) {
          const id = events.companies[at]!;
          if (!hasBit(mask, id)) add(id);
        }
        if (budget.due()) await budget.pause();
      }
    }
    for (const [id, pairs] of this.changed)
      for (let at = 0; at < pairs.length; at += 2)
        if (codes.has(pairs[at]!) && pairs[at + 1]! >= first && pairs[at + 1]! <= last) {
          add(id);
          break;
        }
    return { bits, size };
  }
}
