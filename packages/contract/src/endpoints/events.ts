import { ZEventFeedQuery, ZEventFeedResponse } from '../event-feed';
import type { RouteSpecs } from './define';

const tags = ['events'];

/** Register events for programs: the feed (docs/decisions/140). */
export const EVENT_ROUTES = {
  eventFeed: {
    auth: 'sessionOrKey',
    tags,
    summary:
      'Every register event in the order it was recorded, with its company; page on with `next` as `after`',
    query: ZEventFeedQuery,
    response: ZEventFeedResponse,
    errors: [
      'event_type_unknown',
      'event_country_unknown',
      'event_cursor_invalid',
      'event_feed_limit_invalid',
    ],
  },
} as const satisfies RouteSpecs;
