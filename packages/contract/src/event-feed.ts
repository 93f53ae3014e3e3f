import { z } from 'zod';
import { COUNTRIES, type CountryName } from './constants';
import { failsWith } from './errors';
import { EVENT_TYPES, type EventType, ZCompanyEvent } from './events';

/**
 * The event feed for programs (issue 29): every register event in the order Firmenradar
 * recorded it, paged by an opaque cursor that resumes without gaps or repeats
 * (docs/decisions/140).
 */

/** Events a page of the feed holds unless `limit` says otherwise, and at most. */
export const EVENT_FEED_DEFAULT_LIMIT = 100;
export const EVENT_FEED_MAX_LIMIT = 1000;

/** The feed's country filter takes ISO codes or the country names the API answers with. */
const COUNTRY_ALIASES: Readonly<Record<string, CountryName>> = {
  at: 'Austria',
  de: 'Germany',
  ch: 'Switzerland',
  ...Object.fromEntries(COUNTRIES.map((country) => [country.toLowerCase(), country])),
};

/** A comma-separated list split into its entries, blanks dropped. */
const entries = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** Event type ids as a comma-separated list: the types, or the first entry that is none. */
export function parseEventTypes(text: string): { types: EventType[] } | { unknown: string } {
  const types = new Set<EventType>();
  for (const entry of entries(text)) {
    if (!(EVENT_TYPES as readonly string[]).includes(entry)) return { unknown: entry };
    types.add(entry as EventType);
  }
  return { types: [...types] };
}

/** Countries as a comma-separated list (AT, DE, CH or their names): the countries, or the first entry that is none. */
export function parseFeedCountries(text: string): { countries: CountryName[] } | { unknown: string } {
  const countries = new Set<CountryName>();
  for (const entry of entries(text)) {
    const country = COUNTRY_ALIASES[entry.toLowerCase()];
    if (!country) return { unknown: entry };
    countries.add(country);
  }
  return { countries: [...countries] };
}

export const ZEventFeedQuery = z.object({
  /** The `next` of the previous page; without it the feed starts at its beginning. */
  after: z.string().max(200, failsWith('event_cursor_invalid')).optional(),
  /** Event type ids, comma-separated; all types without it. */
  types: z.string().max(2000).optional(),
  /** Countries, comma-separated: AT, DE, CH (or Austria, Germany, Switzerland); all without it. */
  country: z.string().max(200).optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, failsWith('event_feed_limit_invalid'))
    .transform(Number)
    .refine((n) => n >= 1 && n <= EVENT_FEED_MAX_LIMIT, failsWith('event_feed_limit_invalid'))
    .optional(),
});
export type EventFeedQuery = z.output<typeof ZEventFeedQuery>;

/** An event of the feed: a company's event with the company's id, current name and country. */
export const ZFeedEvent = ZCompanyEvent.extend({
  company_id: z.number().int(),
  company_name: z.string(),
  country: z.string(),
});
export type FeedEvent = z.infer<typeof ZFeedEvent>;

export const ZEventFeedResponse = z.object({
  success: z.literal(true),
  /** In the order they were recorded: the histories the dataset came with first, then what imports and Refresh Data recorded. */
  events: z.array(ZFeedEvent),
  /**
   * Where the next page starts: pass it as `after`. Always present; a page with fewer events
   * than asked for may still be followed by more (the feed reads a bounded stretch per page),
   * and an empty page means nothing newer has been recorded yet.
   */
  next: z.string(),
});
export type EventFeedResponse = z.infer<typeof ZEventFeedResponse>;
