import { parseEventTypes } from './event-feed';
import type { EventType } from './events';

/**
 * The signal search's `event` filter (issue 29 item 4, docs/decisions/141): companies with an
 * event of one of some types whose effective date lies in a window. In a search request its
 * values are the type ids, comma-separated, then the window: two dates (from, to; YYYY-MM-DD,
 * both included), or `last:N` for the last N days up to today, which a saved search keeps
 * relative.
 */

/** The windows the web app offers besides from–to, in days. */
export const EVENT_WINDOW_DAYS = [30, 90, 365] as const;
/** Dates a window may name: a register's history starts no earlier, and nothing is planned later. */
export const EARLIEST_EVENT_DATE = '1850-01-01';
export const LATEST_EVENT_DATE = '2100-12-31';
/** The longest relative window, in days (about 250 years: every event there is). */
const MAX_LAST_DAYS = 91_311;

export type EventWindow = { lastDays: number } | { from: string; to: string };
export interface EventFilterValue {
  types: EventType[];
  window: EventWindow;
}

/** What is wrong with an event filter's values; `value` names the part refused. */
export type EventFilterProblem =
  | { problem: 'no_choice' }
  | { problem: 'not_an_event_type'; value: string }
  | { problem: 'event_window_shape' }
  | { problem: 'not_a_date'; value: string }
  | { problem: 'date_out_of_range'; value: string }
  | { problem: 'window_inverted' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD (no 31 February). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function parseWindow(values: readonly string[]): EventWindow | EventFilterProblem {
  if (values.length === 1) {
    const last = /^last:(\d{1,6})$/.exec(values[0]!.trim());
    const days = last ? Number(last[1]) : 0;
    if (days < 1 || days > MAX_LAST_DAYS) return { problem: 'event_window_shape' };
    return { lastDays: days };
  }
  if (values.length !== 2) return { problem: 'event_window_shape' };
  const [from = '', to = ''] = values.map((value) => value.trim());
  for (const date of [from, to]) {
    if (!isCalendarDate(date)) return { problem: 'not_a_date', value: date };
    if (date < EARLIEST_EVENT_DATE || date > LATEST_EVENT_DATE)
      return { problem: 'date_out_of_range', value: date };
  }
  if (from > to) return { problem: 'window_inverted' };
  return { from, to };
}

/** An `event` filter's values as the search request carries them. */
export function parseEventFilter(values: readonly string[]): EventFilterValue | EventFilterProblem {
  const types = parseEventTypes(values[0] ?? '');
  if ('unknown' in types) return { problem: 'not_an_event_type', value: types.unknown };
  if (types.types.length === 0) return { problem: 'no_choice' };
  const window = parseWindow(values.slice(1));
  if ('problem' in window) return window;
  return { types: types.types, window };
}

/** The values of an `event` filter for a search request. */
export function eventFilterValues({ types, window }: EventFilterValue): string[] {
  const head = types.join(',');
  return 'lastDays' in window ? [head, `last:${window.lastDays}`] : [head, window.from, window.to];
}

/** A window's first and last day (YYYY-MM-DD); a relative one ends `today`. */
export function windowDates(window: EventWindow, today: string): { from: string; to: string } {
  if (!('lastDays' in window)) return window;
  const end = new Date(`${today}T00:00:00Z`);
  const start = new Date(end.getTime() - (window.lastDays - 1) * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: today };
}
