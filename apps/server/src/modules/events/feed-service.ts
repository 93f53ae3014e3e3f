/**
 * The event feed for programs (issue 29, docs/decisions/140): every register event in recorded
 * order with its company, paged by signed cursors.
 */
import {
  EVENT_FEED_DEFAULT_LIMIT,
  type EventFeedQuery,
  type EventFeedResponse,
  parseEventTypes,
  parseFeedCountries,
} from '@fd/contract';
import { fail } from '../../errors';
import type { FeedFilter, Stores } from '../../store/types';
import { cursorCodec } from './cursor';

/** The name of the installation's secret the cursors are signed with. */
const CURSOR_SECRET = 'event-feed-cursor';

function filterOf(query: EventFeedQuery): FeedFilter {
  const types = query.types === undefined ? null : parseEventTypes(query.types);
  if (types && 'unknown' in types) throw fail('event_type_unknown', { type: types.unknown });
  const countries = query.country === undefined ? null : parseFeedCountries(query.country);
  if (countries && 'unknown' in countries)
    throw fail('event_country_unknown', { country: countries.unknown });
  // An empty list filters nothing out, like leaving the parameter away.
  return {
    types: types?.types.length ? types.types : null,
    countries: countries?.countries.length ? countries.countries : null,
  };
}

export function createEventFeedService({ accounts, companies }: Pick<Stores, 'accounts' | 'companies'>) {
  let secret: Promise<string> | null = null;
  const codec = async () => {
    secret ??= accounts.installation.secret(CURSOR_SECRET);
    // Read on every page: a dataset loaded again renames itself, and its old cursors must fail.
    return cursorCodec(await secret, await companies.dataset.datasetId());
  };
  return {
    async page(query: EventFeedQuery): Promise<EventFeedResponse> {
      const filter = filterOf(query);
      const cursors = await codec();
      const after = query.after === undefined ? { changeId: 0, eventId: 0 } : cursors.decode(query.after);
      const page = await companies.events.feed(after, filter, query.limit ?? EVENT_FEED_DEFAULT_LIMIT);
      return { success: true, events: page.events, next: cursors.encode(page.next) };
    },
  };
}

export type EventFeedService = ReturnType<typeof createEventFeedService>;
