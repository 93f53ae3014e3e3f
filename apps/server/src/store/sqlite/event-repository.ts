/** A company's register events, and writing the events an import or Refresh Data records (docs/decisions/130). */
import type { CompanyEvent } from '@fd/contract';
import { EVENT_TYPE_CODES } from '../event-codes';
import { EVENT_COLUMNS, eventValues, toCompanyEvent } from '../event-rows';
import type { EventRecord, EventRepository } from '../types';
import type { SqliteDatabase } from './database';
import { createEventFeed } from './event-feed';

export function createEventRepository(db: SqliteDatabase): EventRepository {
  // The name of a company involved is the dataset's (it follows renames) unless the event stored one.
  const ofCompany = db.prepare(`SELECT e.*, r.company_name AS related_company_name
    FROM company_events e LEFT JOIN companies r ON r.company_id = e.related_company_id
    WHERE e.company_id = ? ORDER BY e.effective_date DESC, e.event_id DESC LIMIT ?`);
  const recordedSince = db.prepare(`SELECT e.*, r.company_name AS related_company_name
    FROM company_events e LEFT JOIN companies r ON r.company_id = e.related_company_id
    WHERE e.company_id = ? AND e.change_id IS NOT NULL AND e.recorded_at >= ?
    ORDER BY e.recorded_at DESC, e.event_id DESC`);
  const { feed, end } = createEventFeed(db);
  return {
    async feed(after, filter, limit) {
      return feed(after, filter, limit);
    },
    async feedEnd() {
      return end();
    },
    async recordedSince(companyId, since, types, limit) {
      const wanted = types && new Set(types.map((type) => EVENT_TYPE_CODES[type]));
      const events: CompanyEvent[] = [];
      // Few rows per company: the types are tested here, and reading stops at the limit.
      for (const row of recordedSince.iterate(companyId, since) as Iterable<Record<string, unknown>>) {
        if (wanted && !wanted.has(Number(row.type))) continue;
        events.push(toCompanyEvent(row));
        if (events.length >= limit) break;
      }
      return events;
    },
    async ofCompany(companyId, limit): Promise<CompanyEvent[]> {
      return (ofCompany.all(companyId, limit) as Record<string, unknown>[]).map(toCompanyEvent);
    },
  };
}

/** Writes a company's events, recorded by the change entry `changeId`; in the caller's transaction. */
export function createEventWriter(db: SqliteDatabase) {
  const insert = db.prepare(
    `INSERT INTO company_events (${EVENT_COLUMNS.join(', ')}) VALUES (${EVENT_COLUMNS.map(() => '?').join(', ')})`,
  );
  return (companyId: number, changeId: number, events: readonly EventRecord[]): void => {
    for (const event of events) insert.run(eventValues(companyId, changeId, event));
  };
}
