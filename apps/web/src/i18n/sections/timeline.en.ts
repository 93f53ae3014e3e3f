import { EVENT_LABELS } from '@fd/contract';
import type { timelineDe } from './timeline.de';

/** The company page's timeline of register events ("Timeline", issue 29). */
export const timelineEn: typeof timelineDe = {
  title: 'Timeline',
  latestUpdate: 'Last updated',
  added: 'In Firmenradar since',
  filterLabel: 'Event type',
  allTypes: 'All events ({{count}})',
  typeOption: '{{label}} ({{count}})',
  listLabel: 'Events, newest first',
  empty: 'No events recorded yet',
  recorded: '{{source}} · recorded {{date}}',
  showAll: 'Show all {{count}} events',
  showFewer: 'Show fewer',
  formerNames: 'Former names',
  formerAddresses: 'Former addresses',
  until: 'until {{date}}',
  since: 'since {{date}}',
  types: EVENT_LABELS.en,
};
