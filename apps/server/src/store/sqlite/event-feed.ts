/**
 * The event feed read from a company file (docs/decisions/140): events in recorded order — the
 * dataset's own histories (no change entry) by event id, then what was recorded after, by change
 * entry and event id. Each page reads a bounded stretch of that order, so a filter that matches
 * little costs no more than one that matches much; and only entries the file has applied, so a
 * position once passed is never filled in later.
 */
import type { FeedEvent } from '@fd/contract';
import { COUNTRY_CODES } from '../country-codes';
import { EVENT_TYPE_CODES } from '../event-codes';
import { toCompanyEvent } from '../event-rows';
import type { FeedFilter, FeedPage, FeedPosition } from '../types';
import type { SqliteDatabase } from './database';

/** Events of the dataset's histories one page reads at most, matched or not. */
export const FEED_SPAN_EVENTS = 20_000;
/** Change entries one page reads the events of at most. */
export const FEED_SPAN_CHANGES = 5_000;

const SELECTED = `e.*, c.company_name, c.address_country, r.company_name AS related_company_name
  FROM company_events e
  JOIN companies c ON c.company_id = e.company_id
  JOIN company_facets f ON f.company_id = e.company_id
  LEFT JOIN companies r ON r.company_id = e.related_company_id`;
const FILTERS = `(:types IS NULL OR e.type IN (SELECT value FROM json_each(:types)))
  AND (:countries IS NULL OR f.country_code IN (SELECT value FROM json_each(:countries)))`;

export function createEventFeed(db: SqliteDatabase) {
  const histories = db.prepare(`SELECT ${SELECTED}
    WHERE e.event_id > :after AND e.event_id <= :until AND e.change_id IS NULL AND ${FILTERS}
    ORDER BY e.event_id LIMIT :limit`);
  const recorded = db.prepare(`SELECT ${SELECTED}
    WHERE e.change_id >= :change AND e.change_id <= :until
      AND NOT (e.change_id = :change AND e.event_id <= :event) AND ${FILTERS}
    ORDER BY e.change_id, e.event_id LIMIT :limit`);
  const lastEventId = db.prepare('SELECT max(event_id) FROM company_events').pluck();
  const lastChangeId = db.prepare('SELECT max(change_id) FROM company_changes').pluck();

  const toFeedEvent = (row: Record<string, unknown>): FeedEvent => ({
    ...toCompanyEvent(row),
    company_id: row.company_id as number,
    company_name: row.company_name as string,
    country: row.address_country as string,
  });

  /** One page; in one read transaction, so that the stretch and its end are of one moment. */
  const page = db.transaction((after: FeedPosition, filter: FeedFilter, limit: number): FeedPage => {
    const filters = {
      types: filter.types && JSON.stringify(filter.types.map((type) => EVENT_TYPE_CODES[type])),
      countries:
        filter.countries && JSON.stringify(filter.countries.map((country) => COUNTRY_CODES[country])),
      limit,
    };
    if (after.changeId === 0) {
      const last = Number(lastEventId.get() ?? 0);
      const until = Math.min(after.eventId + FEED_SPAN_EVENTS, last);
      const rows = histories.all({ ...filters, after: after.eventId, until }) as Record<string, unknown>[];
      if (rows.length === limit) return { events: rows.map(toFeedEvent), next: positionOf(rows.at(-1)!) };
      // Past the last event there is no history left: what comes next has a change entry.
      const next = until >= last ? { changeId: 1, eventId: 0 } : { changeId: 0, eventId: until };
      return { events: rows.map(toFeedEvent), next };
    }
    const applied = Number(lastChangeId.get() ?? 0);
    const until = Math.min(after.changeId + FEED_SPAN_CHANGES, applied);
    if (until < after.changeId) return { events: [], next: after };
    const rows = recorded.all({
      ...filters,
      change: after.changeId,
      event: after.eventId,
      until,
    }) as Record<string, unknown>[];
    if (rows.length === limit) return { events: rows.map(toFeedEvent), next: positionOf(rows.at(-1)!) };
    // Every event of the entries up to `until` was read: the next page starts with the entry after.
    return { events: rows.map(toFeedEvent), next: { changeId: until + 1, eventId: 0 } };
  });

  return {
    feed: (after: FeedPosition, filter: FeedFilter, limit: number): FeedPage => page(after, filter, limit),
    /** After every history event and every applied change entry. */
    end: (): FeedPosition => ({ changeId: Number(lastChangeId.get() ?? 0) + 1, eventId: 0 }),
  };
}

const positionOf = (row: Record<string, unknown>): FeedPosition => ({
  changeId: (row.change_id as number | null) ?? 0,
  eventId: row.event_id as number,
});
