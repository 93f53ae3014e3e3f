/** Register events as the company store reads and writes them (docs/decisions/130). */
import type { CompanyEvent, CountryName, DataSourceName, EventType, FeedEvent } from '@fd/contract';

/** An event to record: what an import or Refresh Data found different. */
export interface EventRecord {
  type: EventType;
  /** When it happened in the register (YYYY-MM-DD): the source's date where it gives none of its own. */
  effectiveDate: string;
  /** When it was recorded (ISO 8601). */
  recordedAt: string;
  source: DataSourceName;
  oldValue?: string | null;
  newValue?: string | null;
  /** The person involved; `personKey` as on their mandates (without the page's `p`). */
  person?: { name: string; role: string | null; personKey: string | null } | null;
  /** The company involved: its id when we hold it (its name is then read from the dataset), else its name. */
  company?: { companyId: number | null; name: string | null } | null;
  amount?: number | null;
  share?: number | null;
  reference?: string | null;
}

/**
 * A place in the event feed (docs/decisions/140): every event whose (change id, event id) is at
 * most this has been read, in that order. The dataset's own histories have no change entry and
 * come first, as change id 0.
 */
export interface FeedPosition {
  changeId: number;
  eventId: number;
}

/** What the feed returns: all types or countries where a list is null. */
export interface FeedFilter {
  types: readonly EventType[] | null;
  countries: readonly CountryName[] | null;
}

export interface FeedPage {
  events: FeedEvent[];
  /** Where the next page starts; past every event this page read, matched or not. */
  next: FeedPosition;
}

export interface EventRepository {
  /** A company's events, newest first by effective date (then the later recorded first), at most `limit`. */
  ofCompany(companyId: number, limit: number): Promise<CompanyEvent[]>;
  /**
   * Events after `after` in recorded order, at most `limit`, from a bounded stretch of the
   * sequence; only events whose change entry this store has applied, so that a later page never
   * finds an event before its cursor.
   */
  feed(after: FeedPosition, filter: FeedFilter, limit: number): Promise<FeedPage>;
  /**
   * Events of a company that an import or Refresh Data recorded (not the dataset's histories) at
   * or after `since` (ISO 8601), of `types` (null: every type), the latest recorded first, at most
   * `limit`: what a watch list alerts to.
   */
  recordedSince(
    companyId: number,
    since: string,
    types: readonly EventType[] | null,
    limit: number,
  ): Promise<CompanyEvent[]>;
  /** The feed's end as this store has applied it: a position after every event recorded so far. */
  feedEnd(): Promise<FeedPosition>;
}
