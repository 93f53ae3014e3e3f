import { EVENT_LABELS } from '@fd/contract';

/** The company page's timeline of register events ("Chronik", issue 29). */
export const timelineDe = {
  title: 'Chronik',
  latestUpdate: 'Zuletzt aktualisiert',
  added: 'In Firmenradar seit',
  filterLabel: 'Ereignisart',
  allTypes: 'Alle Ereignisse ({{count}})',
  typeOption: '{{label}} ({{count}})',
  listLabel: 'Ereignisse, neueste zuerst',
  empty: 'Noch keine Ereignisse erfasst',
  recorded: '{{source}} · erfasst am {{date}}',
  showAll: 'Alle {{count}} Ereignisse anzeigen',
  showFewer: 'Weniger anzeigen',
  formerNames: 'Frühere Firmennamen',
  formerAddresses: 'Frühere Anschriften',
  until: 'bis {{date}}',
  since: 'seit {{date}}',
  /** Labels of the event types, shared with the server's texts. */
  types: EVENT_LABELS.de,
};
